import { Keyring } from '@polkadot/keyring'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../../test/browser/entry'
import { type BrowserBed, startBrowserBed } from '../../test/browserPage'
import { FUNDED } from '../../test/setup.global'
import { rpcUrl, wsUrl } from '../../test/testContext'
import { polkadot, westend } from '../networks/polkadotNetworks'
import { verifyPolkadotSignature } from '../siwx/verifyPolkadotSignature'

// Extensions live in `window.injectedWeb3`: these tests run the adapter and the injected dev wallet in
// Chromium, against the local Substrate node of the global setup.
const keyring = new Keyring({ type: 'sr25519' })
const first = keyring.addFromUri('//Latch//0')
const second = keyring.addFromUri('//Latch//1')

let bed: BrowserBed
const pages: Page[] = []
const open = async () => {
  const page = await bed.open()
  pages.push(page)
  return page
}

beforeAll(async () => {
  bed = await startBrowserBed()
}, 60_000)

afterAll(async () => {
  await bed?.close()
})

describe('polkadotAdapter in Chromium', () => {
  it('behavior: discovery after start() loads the wallet side (late injection too), connect, balance, sign, network choice, account change, revoke', async () => {
    const page = await open()
    const result = await page.evaluate(async (url) => {
      const { polkadotAdapter, createPolkadotDevWallet, networks } = (
        window as unknown as { harness: Harness }
      ).harness
      const scripts = () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'))
      const events: string[] = []
      const adapter = polkadotAdapter({ appName: 'Latch test', discoveryWindowMs: 1_500 })
      adapter.setup({
        networks: [networks.westend, networks.polkadot],
        customRpcUrls: { [networks.westend.id]: [url] },
        logger: console,
      })
      // Resolves at the `count`-th connectorsChanged (discovery's signal that the extensions it sees changed).
      const discovered = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (events.filter((event) => event === 'connectorsChanged').length < count) return
            stop()
            resolve()
          }
          const stop = adapter.subscribe(() => queueMicrotask(check))
          check()
        })
      adapter.subscribe((event) => {
        events.push(
          event.type === 'accountsChanged'
            ? `accountsChanged ${event.accounts.map((account) => account.address).join(',')}`
            : event.type,
        )
      })
      const wallet = createPolkadotDevWallet()
      const before = adapter.connectors().map((connector) => connector.id)
      wallet.inject(window as never)
      const scriptsBeforeStart = scripts()
      adapter.start?.()
      // start() imports the wallet side (issue 21); discovery runs once it is in.
      await adapter.load?.()
      const atStart = adapter.connectors()
      // An extension whose content script runs after the app started: after start's discovery reported the first
      // wallet; then its look-again window reports the late one.
      await discovered(1)
      createPolkadotDevWallet({ id: 'polkadot-js', accounts: [{ uri: '//Late' }] }).inject(window as never)
      await discovered(2)
      const late = adapter.connectors().map((connector) => `${connector.id}=${connector.name}`)
      // Started, discovered, idle for a while: the SDK chunk is still not loaded.
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
      const scriptsBeforeConnect = scripts()

      const connection = await adapter.connect({ connectorId: wallet.id })
      const scriptsAfterConnect = scripts()
      const main = connection.accounts[0]?.address ?? 'polkadot:x:x'
      const balance = await adapter.getBalance?.({ address: main })
      const message = 'example.org wants you to sign in with your Polkadot account'
      const signature = await adapter.signMessage({ address: main, message })
      const onPolkadot = await adapter.selectNetwork?.({
        connectorId: wallet.id,
        networkId: networks.polkadot.id,
      })
      const selected = await adapter.selectNetwork?.({
        connectorId: wallet.id,
        networkId: networks.westend.id,
      })
      wallet.selectAccount(1)
      const afterChange = [...events]
      wallet.revokeAccess()
      return {
        before,
        atStart: atStart.map(({ id, name, installed, type, namespace, imageUrl }) => ({
          id,
          name,
          installed,
          type,
          namespace,
          icon: imageUrl?.startsWith('data:image/svg+xml;base64,'),
        })),
        late,
        scriptsBeforeStart,
        scriptsBeforeConnect,
        scriptsAfterConnect,
        connection,
        balance,
        message,
        signature,
        onPolkadot: onPolkadot?.accounts.map((account) => account.address),
        selected: selected?.networkId,
        afterChange,
        events,
        prompts: wallet.prompts,
      }
    }, rpcUrl())

    expect(result.before).toEqual([])
    expect(result.atStart).toEqual([
      {
        id: 'latch-dev-polkadot',
        name: 'Latch Dev Wallet (Polkadot)',
        installed: true,
        type: 'injected',
        namespace: 'polkadot',
        icon: true,
      },
    ])
    expect(result.late).toEqual([
      'latch-dev-polkadot=Latch Dev Wallet (Polkadot)',
      'polkadot-js=Latch Dev Wallet (Polkadot)',
    ])
    // Issue 21: the wallet side comes with start(), not with the page; the runtime with connect.
    expect(result.scriptsBeforeStart.filter((path) => path.includes('createPolkadotWalletSide'))).toEqual([])
    expect(result.scriptsBeforeConnect.filter((path) => path.includes('createPolkadotWalletSide'))).toEqual([
      expect.stringMatching(/^\/createPolkadotWalletSide-\w+\.js$/),
    ])
    expect(result.scriptsBeforeConnect.filter((path) => path.includes('createPolkadotRuntime'))).toEqual([])
    expect(result.scriptsAfterConnect.filter((path) => path.includes('createPolkadotRuntime'))).toEqual([
      expect.stringMatching(/^\/createPolkadotRuntime-\w+\.js$/),
    ])
    expect(result.connection).toEqual({
      connectorId: 'latch-dev-polkadot',
      networkId: westend.id,
      accounts: [
        {
          address: `${westend.id}:${first.address}`,
          type: 'eoa',
          publicKey: expect.any(String),
          purpose: 'sr25519',
        },
        {
          address: `${westend.id}:${second.address}`,
          type: 'eoa',
          publicKey: expect.any(String),
          purpose: 'sr25519',
        },
      ],
    })
    expect(result.balance).toEqual({
      value: FUNDED['//Latch//0'].toString(),
      formatted: '12.345',
      symbol: 'WND',
      decimals: 12,
    })
    // The extension signed the <Bytes>-wrapped message with the real key: util-crypto's verifier agrees.
    expect(signatureVerify(`<Bytes>${result.message}</Bytes>`, result.signature, first.address).isValid).toBe(
      true,
    )
    const address = `${westend.id}:${first.address}`
    expect(
      await verifyPolkadotSignature({ message: result.message, signature: result.signature, address }),
    ).toBe(true)
    expect(
      await verifyPolkadotSignature({ message: `${result.message}.`, signature: result.signature, address }),
    ).toBe(false)
    // The dapp chose Polkadot: the same keys, SS58 prefix 0, no wallet prompt (2 prompts: enable and sign).
    expect(result.onPolkadot).toEqual([
      `${polkadot.id}:${keyring.encodeAddress(first.publicKey, 0)}`,
      `${polkadot.id}:${keyring.encodeAddress(second.publicKey, 0)}`,
    ])
    expect(result.selected).toBe(westend.id)
    expect(result.prompts).toBe(2)
    expect(result.afterChange).toEqual([
      'connectorsChanged',
      'connectorsChanged',
      `accountsChanged ${westend.id}:${second.address},${westend.id}:${first.address}`,
    ])
    expect(result.events.at(-1)).toBe('disconnected')
  }, 60_000)

  it('behavior: declines map to UserRejectedError; a pending authorization (popup still open) to RequestAlreadyPendingError; a malformed account and a missing signRaw are typed errors', async () => {
    const page = await open()
    const result = await page.evaluate(async () => {
      const { polkadotAdapter, createPolkadotDevWallet, networks } = (
        window as unknown as { harness: Harness }
      ).harness
      const adapter = polkadotAdapter({ appName: 'Latch test' })
      adapter.setup({ networks: [networks.westend], customRpcUrls: {}, logger: console })
      const wallet = createPolkadotDevWallet()
      wallet.inject(window as never)
      const nameOf = (promise: Promise<unknown>) =>
        promise.then(
          () => 'resolved',
          (error: Error) => error.name,
        )
      wallet.rejectNext()
      const declinedConnect = await nameOf(adapter.connect({ connectorId: wallet.id }))
      const { accounts } = await adapter.connect({ connectorId: wallet.id })
      wallet.rejectNext()
      const declinedSign = await nameOf(
        adapter.signMessage({ address: accounts[0]?.address ?? 'polkadot:x:x', message: 'hello' }),
      )
      const host = window as unknown as { injectedWeb3: Record<string, unknown> }
      host.injectedWeb3.broken = {
        version: '1',
        enable: async () => ({
          accounts: {
            get: async () => [{ address: '5NotAnSs58AddressAtAllxxxxxxxxxxxxxxxxxxxxxxxxxx' }],
            subscribe: () => () => {},
          },
          signer: {},
        }),
      }
      const malformed = await nameOf(adapter.connect({ connectorId: 'broken' }))
      // The polkadot-js extension family while its authorization popup for this site is still open.
      host.injectedWeb3.busy = {
        version: '1',
        enable: async () => {
          throw new Error(`The source ${location.origin} has a pending authorization request`)
        },
      }
      const alreadyPending = await nameOf(adapter.connect({ connectorId: 'busy' }))
      const good = wallet.accounts[0]?.address ?? ''
      host.injectedWeb3.nosign = {
        version: '1',
        enable: async () => ({
          accounts: { get: async () => [{ address: good, type: 'sr25519' }], subscribe: () => () => {} },
          signer: {},
        }),
      }
      await adapter.disconnect(wallet.id)
      const afterDisconnect = await nameOf(
        adapter.signMessage({ address: accounts[0]?.address ?? 'polkadot:x:x', message: 'hello' }),
      )
      const nosign = await adapter.connect({ connectorId: 'nosign' })
      const unsupported = await nameOf(
        adapter.signMessage({ address: nosign.accounts[0]?.address ?? 'polkadot:x:x', message: 'hello' }),
      )
      const unknown = await nameOf(adapter.connect({ connectorId: 'not-installed' }))
      return {
        declinedConnect,
        declinedSign,
        malformed,
        alreadyPending,
        afterDisconnect,
        unsupported,
        unknown,
      }
    })
    expect(result).toEqual({
      declinedConnect: 'UserRejectedError',
      declinedSign: 'UserRejectedError',
      alreadyPending: 'RequestAlreadyPendingError',
      malformed: 'InvalidAddressError',
      afterDisconnect: 'NamespaceOrAddressNotFoundError',
      unsupported: 'MethodNotSupportedError',
      unknown: 'ConnectorNotFoundError',
    })
  }, 60_000)

  it('behavior: after a reload the saved connection comes back without a prompt, also from a late-injecting extension; a gone one gives null', async () => {
    const page = await open()
    const setUp = async () => {
      await page.waitForFunction(() => 'harness' in window)
      return page.evaluate(async () => {
        const { polkadotAdapter, createPolkadotDevWallet, networks } = (
          window as unknown as { harness: Harness }
        ).harness
        const wallet = createPolkadotDevWallet({ storage: window.localStorage })
        wallet.inject(window as never)
        const adapter = polkadotAdapter({ appName: 'Latch test' })
        adapter.setup({ networks: [networks.westend, networks.polkadot], customRpcUrls: {}, logger: console })
        Object.assign(window, { adapter, wallet })
      })
    }
    await setUp()
    const connected = await page.evaluate(async () => {
      const { adapter, wallet } = window as unknown as {
        adapter: ReturnType<Harness['polkadotAdapter']>
        wallet: { id: string }
      }
      const connection = await adapter.connect({
        connectorId: wallet.id,
        networkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      })
      return connection.accounts[0]?.address
    })
    await page.reload()
    await setUp()
    const restored = await page.evaluate(async () => {
      const { adapter, wallet } = window as unknown as {
        adapter: ReturnType<Harness['polkadotAdapter']>
        wallet: { id: string; prompts: number }
      }
      const connection = await adapter.reconnect({
        connectorId: wallet.id,
        namespace: 'polkadot',
        networkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      })
      const gone = await adapter.reconnect({ connectorId: 'subwallet-js', namespace: 'polkadot' })
      return { address: connection?.accounts[0]?.address, prompts: wallet.prompts, gone }
    })
    // An extension whose content script injects after the page asked to restore the connection.
    await page.reload()
    await page.waitForFunction(() => 'harness' in window)
    const late = await page.evaluate(async () => {
      const { polkadotAdapter, createPolkadotDevWallet, networks } = (
        window as unknown as { harness: Harness }
      ).harness
      const adapter = polkadotAdapter({ appName: 'Latch test' })
      adapter.setup({ networks: [networks.westend], customRpcUrls: {}, logger: console })
      const restoring = adapter.reconnect({ connectorId: 'latch-dev-polkadot', namespace: 'polkadot' })
      setTimeout(() => createPolkadotDevWallet({ storage: window.localStorage }).inject(window as never), 400)
      const connection = await restoring
      return connection?.connectorId
    })
    expect(connected).toBe(`${polkadot.id}:${keyring.encodeAddress(first.publicKey, 0)}`)
    expect(restored).toEqual({ address: connected, prompts: 0, gone: null })
    expect(late).toBe('latch-dev-polkadot')
  }, 60_000)

  it('behavior: connect shows the account, its roles and balance; choosing Polkadot through core re-encodes the accounts (selectNetwork) and reads over WebSocket; the message is signed with the same key', async () => {
    const page = await open()
    const result = await page.evaluate(
      async ({ url, ws }) => {
        const { createLatchClient, createMemoryStorage, polkadotAdapter, createPolkadotDevWallet, networks } =
          (window as unknown as { harness: Harness }).harness
        const wallet = createPolkadotDevWallet({
          accounts: [
            { uri: '//Latch//0', type: 'sr25519' },
            { uri: '//Latch//ed', type: 'ed25519' },
          ],
        })
        wallet.inject(window as never)
        const client = createLatchClient({
          adapters: [polkadotAdapter({ appName: 'Latch test' })],
          networks: [networks.westend, networks.polkadot],
          customRpcUrls: { [networks.westend.id]: [url], [networks.polkadot.id]: [ws] },
          storage: createMemoryStorage(),
        })
        await client.connect({ namespace: 'polkadot', connectorId: wallet.id })
        await client.fetchBalance('polkadot')
        const onWestend = client.getState().accounts.polkadot
        await client.switchNetwork(networks.polkadot.id)
        // Polkadot is read over WebSocket, as from a public node.
        await client.fetchBalance('polkadot')
        const onPolkadot = client.getState().accounts.polkadot
        const message = 'Sign in to the Latch test'
        const signature = await client.signMessage({ message, namespace: 'polkadot' })
        return {
          onWestend: {
            caipAddress: onWestend?.caipAddress,
            purposes: onWestend?.allAccounts.map((account) => account.purpose),
            balance: onWestend?.balance,
            symbol: onWestend?.balanceSymbol,
          },
          onPolkadot: {
            caipAddress: onPolkadot?.caipAddress,
            balance: onPolkadot?.balance,
            symbol: onPolkadot?.balanceSymbol,
          },
          message,
          signature,
        }
      },
      { url: rpcUrl(), ws: wsUrl() },
    )
    expect(result.onWestend).toEqual({
      caipAddress: `${westend.id}:${first.address}`,
      purposes: ['sr25519', 'ed25519'],
      balance: '12.345',
      symbol: 'WND',
    })
    const onPolkadot = keyring.encodeAddress(first.publicKey, 0)
    expect(result.onPolkadot).toEqual({
      caipAddress: `${polkadot.id}:${onPolkadot}`,
      balance: '1234.5',
      symbol: 'DOT',
    })
    expect(signatureVerify(`<Bytes>${result.message}</Bytes>`, result.signature, onPolkadot).isValid).toBe(
      true,
    )
  }, 60_000)
})
