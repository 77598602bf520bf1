import { WalletRequestError } from '@latch/core'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext } from '../../test/testContext'
import { westend } from '../networks/polkadotNetworks'
import { polkadotAdapter } from './polkadotAdapter'

// Issue 21: the page loads only the shell; the wallet side (extension discovery, sessions, connect, sign, the SS58
// address check) is imported by start(), load() or the first wallet action. Node has no window: the dev wallet is
// injected into a page object that stands for it (the Chromium tests run the real page).

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A page with the dev extension injected under `injectedWeb3`, as its content script does. */
function pageWithExtension() {
  const page: { injectedWeb3?: Record<string, never> } = {}
  const wallet = createPolkadotDevWallet()
  wallet.inject(page as never)
  vi.stubGlobal('window', page)
  return wallet
}

function setUp() {
  const adapter = polkadotAdapter({ appName: 'Latch test', discoveryWindowMs: 0 })
  const context = adapterContext()
  adapter.setup(context)
  const events: string[] = []
  adapter.subscribe((event) => events.push(event.type))
  return { adapter, events, context }
}

describe('polkadotAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: before load(), connectors() is empty, getProvider finds nothing and isAddress and formatSignInMessage throw WalletRequestError asking for load(), and answer after it', async () => {
    const wallet = pageWithExtension()
    const { adapter } = setUp()
    const address = wallet.pairs[0]?.address ?? ''
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.('latch-dev-polkadot')).toBeUndefined()
    const isAddress = () => adapter.isAddress?.(address)
    expect(isAddress).toThrowError(WalletRequestError)
    expect(isAddress).toThrowError(expect.objectContaining({ details: expect.stringContaining('load()') }))
    const signInMessage = () =>
      adapter.formatSignInMessage?.({
        accountAddress: address,
        chainId: westend.id,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdefgh12',
        issuedAt: '2026-01-01T00:00:00.000Z',
      })
    expect(signInMessage).toThrowError(WalletRequestError)

    await adapter.load?.()
    expect(signInMessage()).toContain(
      `app.example wants you to sign in with your Polkadot account:\n${address}\n`,
    )
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-polkadot'])
    expect(adapter.isAddress?.(address)).toBe(true)
    expect(adapter.isAddress?.('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(adapter.getProvider?.('latch-dev-polkadot')).toBe(wallet.provider)
    await expect(adapter.load?.()).resolves.toBeUndefined()
  })

  it('behavior: start() alone loads discovery and emits connectorsChanged for the extensions found', async () => {
    pageWithExtension()
    const { adapter, events } = setUp()
    adapter.start?.()
    // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
    expect(adapter.connectors()).toEqual([])
    expect(events).toEqual([])
    await vi.waitFor(() => expect(events).toEqual(['connectorsChanged']))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['latch-dev-polkadot'])
  })

  it('behavior: connect and signMessage work on an adapter that was neither started nor loaded; the signature verifies', async () => {
    pageWithExtension()
    const { adapter } = setUp()
    const connection = await adapter.connect({ connectorId: 'latch-dev-polkadot' })
    const address = connection.accounts[0]?.address
    if (!address) throw new Error('no account')
    const signature = await adapter.signMessage({ address, message: 'hello' })
    expect(await adapter.verifySignature?.({ message: 'hello', signature, address })).toBe(true)
  })
})
