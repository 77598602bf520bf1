import { Keyring } from '@polkadot/keyring'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import type { Harness } from '../../test/browser/entry'
import { useBrowserBed } from '../../test/browserPage'
import { rpcUrl, wsUrl } from '../../test/testContext'
import { polkadot, westend } from '../networks/polkadotNetworks'

// Extensions live in `window.injectedWeb3`: these tests run the adapter and the injected dev wallet in
// Chromium, against the local Substrate node of the global setup: typed errors, the reconnect after a reload, and
// the adapter through core. One connection's life from discovery to revoke: polkadotAdapter.discovery.browser.test.ts.

const keyring = new Keyring({ type: 'sr25519' })
const first = keyring.addFromUri('//Latch//0')

const open = useBrowserBed()

describe('polkadotAdapter in Chromium', () => {
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
