import { Keyring } from '@polkadot/keyring'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import type { Harness } from '../../test/browser/entry'
import { useBrowserBed } from '../../test/browserPage'
import { FUNDED } from '../../test/setup.global'
import { rpcUrl } from '../../test/testContext'
import { polkadot, westend } from '../networks/polkadotNetworks'
import { verifyPolkadotSignature } from '../siwx/verifyPolkadotSignature'

// Extensions live in `window.injectedWeb3`: these tests run the adapter and the injected dev wallet in
// Chromium, against the local Substrate node of the global setup. This file follows one connection's whole life in
// one page, from discovery to revoke; the other browser tests are in polkadotAdapter.browser.test.ts.

const keyring = new Keyring({ type: 'sr25519' })
const first = keyring.addFromUri('//Latch//0')
const second = keyring.addFromUri('//Latch//1')

const open = useBrowserBed()

describe('polkadotAdapter in Chromium: from discovery to revoke', () => {
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
})
