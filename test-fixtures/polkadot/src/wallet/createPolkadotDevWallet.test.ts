import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createPolkadotDevWallet, POLKADOT_DEV_WALLET_STORAGE_KEY } from './createPolkadotDevWallet'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('createPolkadotDevWallet', () => {
  it('behavior: injects under injectedWeb3, enables an origin and lists its sr25519 accounts', async () => {
    const wallet = createPolkadotDevWallet()
    const page: { injectedWeb3?: Record<string, unknown> } = {}
    wallet.inject(page as never)
    expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['latch-dev-polkadot'])
    const injected = await wallet.provider.enable?.('https://dapp.test')
    const accounts = await injected?.accounts.get()
    expect(accounts?.map((account) => account.type)).toEqual(['sr25519', 'sr25519'])
    expect(accounts?.[0]?.address).toBe(wallet.pairs[0]?.address)
    expect(wallet.prompts).toBe(1)
  })

  it('behavior: signRaw signs the <Bytes>-wrapped message with the real key; signatureVerify accepts it', async () => {
    const wallet = createPolkadotDevWallet({ accounts: [{ uri: '//Alice', type: 'ed25519' }] })
    const injected = await wallet.provider.enable?.('https://dapp.test')
    const address = wallet.accounts[0]?.address ?? ''
    const message = stringToU8a('hello polkadot')
    const result = await injected?.signer.signRaw?.({ address, data: u8aToHex(message), type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes(message), result?.signature ?? '0x', address).isValid).toBe(true)
    expect(signatureVerify(stringToU8a('hello polkadoT'), result?.signature ?? '0x', address).isValid).toBe(
      false,
    )
  })

  it('behavior: rejectNext declines the next prompt with Cancelled, then it approves again', async () => {
    const wallet = createPolkadotDevWallet()
    wallet.rejectNext()
    await expect(wallet.provider.enable?.('https://dapp.test')).rejects.toThrow('Cancelled')
    const injected = await wallet.provider.enable?.('https://dapp.test')
    wallet.rejectNext()
    const address = wallet.accounts[0]?.address ?? ''
    await expect(injected?.signer.signRaw?.({ address, data: '0x00', type: 'bytes' })).rejects.toThrow(
      'Cancelled',
    )
  })

  it('behavior: the grant persists in storage, so a new page enables without a prompt; revoking empties the list', async () => {
    const storage = memoryStorage()
    const first = createPolkadotDevWallet({ storage })
    await first.provider.enable?.('https://dapp.test')
    expect(storage.items.get(POLKADOT_DEV_WALLET_STORAGE_KEY)).toBe('["https://dapp.test"]')
    const reloaded = createPolkadotDevWallet({ storage })
    const injected = await reloaded.provider.enable?.('https://dapp.test')
    expect(reloaded.prompts).toBe(0)
    const seen: number[] = []
    injected?.accounts.subscribe((accounts) => void seen.push(accounts.length))
    reloaded.selectAccount(1)
    reloaded.revokeAccess()
    expect(seen).toEqual([2, 2, 0])
    expect(storage.items.has(POLKADOT_DEV_WALLET_STORAGE_KEY)).toBe(false)
    await expect(injected?.accounts.get()).rejects.toThrow('not allowed')
  })
})
