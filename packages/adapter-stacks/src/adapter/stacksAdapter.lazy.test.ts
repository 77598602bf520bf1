import { afterEach, describe, expect, it, vi } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'

// The real runtime module, with its factory wrapped so a test can count how often it was built.
vi.mock('../runtime/createStacksRuntime', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/createStacksRuntime')>()
  return { ...real, createStacksRuntime: vi.fn(real.createStacksRuntime) }
})
const { createStacksRuntime } = await import('../runtime/createStacksRuntime')
const built = vi.mocked(createStacksRuntime)

afterEach(() => {
  built.mockClear()
})

describe('stacksAdapter: the @stacks runtime loads on connect, not before', () => {
  it('default: setup, start, connectors, isAddress and formatSignInMessage need no runtime', () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    adapter.start?.()
    expect(adapter.connectors()).toHaveLength(1)
    expect(adapter.isAddress?.(wallet.stxAddress('mainnet'), 'stacks:1')).toBe(true)
    expect(adapter.isAddress?.(wallet.stxAddress('mainnet'), 'stacks:2147483648')).toBe(false)
    expect(
      adapter.formatSignInMessage?.({
        domain: 'app.example',
        accountAddress: `stacks:1:${wallet.stxAddress('mainnet')}`,
        uri: 'https://app.example',
        version: '1',
        chainId: 'stacks:1',
        nonce: 'abcdefgh12',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toContain(`with your Stacks account:\n${wallet.stxAddress('mainnet')}\n`)
    expect(built).not.toHaveBeenCalled()
  })

  it('behavior: the first connect loads it, once, for everything after', async () => {
    const { wallet, entry } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const { accounts } = await adapter.connect({ connectorId: wallet.info.id })
    const address = accounts[0]?.address ?? 'stacks:1:none'
    const signature = await adapter.signMessage({ address, message: 'hi' })
    await adapter.verifySignature?.({ message: 'hi', signature, address })
    await adapter.selectNetwork?.({ connectorId: wallet.info.id, networkId: 'stacks:1' })
    expect(built).toHaveBeenCalledTimes(1)
  })
})
