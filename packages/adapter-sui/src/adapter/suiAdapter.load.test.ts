import { WalletRequestError } from '@latch/core'
import { registerDevWallet } from '@latch/fixture-sui/devWallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'
import { suiAdapter } from './suiAdapter'

// Issue 21: the page loads only the shell; the wallet side (discovery, sessions, connect, sign, address check,
// sign-in formatter) is imported by start(), load() or the first wallet action.

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const ADDRESS = `0x${'5'.repeat(64)}`
const SIGN_IN = {
  domain: 'app.example',
  accountAddress: `sui:mainnet:${ADDRESS}`,
  uri: 'https://app.example',
  version: '1',
  chainId: 'sui:mainnet',
  nonce: 'abcdefgh12',
  issuedAt: '2026-01-01T00:00:00.000Z',
} as const

describe('suiAdapter: the wallet code loads after the page (issue 21)', () => {
  it('default: before load(), connectors() is empty, getProvider finds nothing, and isAddress and formatSignInMessage throw WalletRequestError asking for load()', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.(wallet.name)).toBeUndefined()
    for (const call of [() => adapter.isAddress?.(ADDRESS), () => adapter.formatSignInMessage?.(SIGN_IN)]) {
      expect(call).toThrowError(WalletRequestError)
      expect(call).toThrowError(expect.objectContaining({ details: expect.stringContaining('load()') }))
    }

    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
    expect(adapter.isAddress?.(ADDRESS)).toBe(true)
    expect(adapter.isAddress?.('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(adapter.formatSignInMessage?.(SIGN_IN)).toContain(
      `app.example wants you to sign in with your Sui account:\n${ADDRESS}\n`,
    )
    expect(adapter.getProvider?.(wallet.name)).toBe(wallet)
    // Resolves at once when the code is in.
    await expect(adapter.load?.()).resolves.toBeUndefined()
  })

  it('behavior: start() alone loads discovery; wallets registered before and after start are listed, each change emits connectorsChanged', async () => {
    const early = devWallet()
    cleanups.push(registerDevWallet(early))
    const { adapter, events } = setUpAdapter(suiAdapter())
    adapter.start?.()
    // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
    expect(adapter.connectors()).toEqual([])
    expect(events).toEqual([])
    await vi.waitFor(() => expect(events).toEqual([{ type: 'connectorsChanged' }]))
    expect(adapter.connectors().map((connector) => connector.id)).toContain(early.name)

    const late = devWallet()
    cleanups.push(registerDevWallet(late))
    expect(events).toEqual([{ type: 'connectorsChanged' }, { type: 'connectorsChanged' }])
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(
      expect.arrayContaining([early.name, late.name]),
    )
  })

  it('behavior: connect and signMessage work on an adapter that was neither started nor loaded', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    const [connection, again] = await Promise.all([
      adapter.connect({ connectorId: wallet.name }),
      adapter.connect({ connectorId: wallet.name }),
    ])
    expect(again.accounts).toEqual(connection.accounts)
    const address = connection.accounts[0]?.address
    if (!address) throw new Error('no account')
    const signature = await adapter.signMessage({ address, message: 'hello' })
    expect(await adapter.verifySignature?.({ message: 'hello', signature, address })).toBe(true)
  })
})
