import { WalletRequestError } from '@latch/core'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUpAdapter, walletAndAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { verifyBitcoinSignature } from '../verify/verifyBitcoinSignature'
import { bitcoinAdapter } from './bitcoinAdapter'

// Issue 21: the page loads only the shell; the wallet side (sats-connect and Wallet Standard discovery, the
// address check with @scure/base's codecs) is imported by start(), load() or the first wallet action.

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('bitcoinAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: before load(), connectors() is empty, getProvider finds nothing and isAddress and formatSignInMessage throw WalletRequestError asking for load(), and answer after it', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'load' })
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.(connectorId)).toBeUndefined()
    const isAddress = () => adapter.isAddress?.(ADDRESS)
    expect(isAddress).toThrowError(WalletRequestError)
    expect(isAddress).toThrowError(expect.objectContaining({ details: expect.stringContaining('load()') }))
    const signInMessage = () =>
      adapter.formatSignInMessage?.({
        accountAddress: ADDRESS,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdefgh12',
        issuedAt: '2026-01-01T00:00:00.000Z',
      })
    expect(signInMessage).toThrowError(WalletRequestError)

    await adapter.load?.()
    expect(signInMessage()).toContain(
      `app.example wants you to sign in with your Bitcoin account:\n${ADDRESS}\n`,
    )
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([connectorId])
    expect(adapter.isAddress?.(ADDRESS)).toBe(true)
    expect(adapter.isAddress?.('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(adapter.getProvider?.(connectorId)).toBe(wallet.provider)
    await expect(adapter.load?.()).resolves.toBeUndefined()
  })

  it('behavior: start() alone loads discovery and emits connectorsChanged with the injected sats-connect wallet', async () => {
    // A page-like window: an event target (Wallet Standard listens on it) with sats-connect's registry.
    const page = Object.assign(new EventTarget(), { btc_providers: [] as unknown[] })
    vi.stubGlobal('window', page)
    const wallet = createDevWallet({ seed: 'load-start' })
    wallet.install(page)
    const { adapter, events } = setUpAdapter(bitcoinAdapter())
    adapter.start?.()
    // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
    expect(adapter.connectors()).toEqual([])
    expect(events).toEqual([])
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'connectorsChanged' }))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.info.id])
  })

  it('behavior: connect and signMessage work on an adapter that was neither started nor loaded; the signature verifies', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'load-connect' })
    const connection = await adapter.connect({ connectorId, networkId: bitcoinRegtest.id })
    const address = connection.accounts[0]?.address
    if (!address) throw new Error('no account')
    const signature = await adapter.signMessage({ address, message: 'hello' })
    expect(await verifyBitcoinSignature({ address, message: 'hello', signature })).toBe(true)
  })
})
