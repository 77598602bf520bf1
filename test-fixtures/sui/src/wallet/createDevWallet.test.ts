import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { getWallets, isWalletWithRequiredFeatureSet } from '@mysten/wallet-standard'
import { describe, expect, it } from 'vitest'
import { createDevWallet, type DevWalletRequest, SUI_DEV_WALLET_STORAGE_KEY } from './createDevWallet'
import { registerDevWallet } from './registerDevWallet'

const message = new TextEncoder().encode('hello sui')

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('createDevWallet (Wallet Standard, real Ed25519 key)', () => {
  it('default: a Sui wallet with connect, events and signPersonalMessage; no account before connect', () => {
    const wallet = createDevWallet()
    expect(isWalletWithRequiredFeatureSet(wallet, ['sui:signPersonalMessage'])).toBe(true)
    expect(wallet.chains).toEqual(['sui:devnet', 'sui:testnet', 'sui:localnet', 'sui:mainnet'])
    expect(wallet.accounts).toEqual([])
    expect(wallet.address).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('behavior: connect grants the account; its signature verifies with verifyPersonalMessageSignature', async () => {
    const secret = Ed25519Keypair.generate()
    const wallet = createDevWallet({ secretKey: secret.getSecretKey() })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const [account] = accounts
    if (!account) throw new Error('no account')
    expect(account.address).toBe(secret.toSuiAddress())
    expect(account.publicKey).toEqual(secret.getPublicKey().toRawBytes())
    const signed = await wallet.features['sui:signPersonalMessage'].signPersonalMessage({
      account,
      message,
      chain: 'sui:localnet',
    })
    const key = await verifyPersonalMessageSignature(message, signed.signature, { address: account.address })
    expect(key.toSuiAddress()).toBe(account.address)
  })

  it('behavior: rejectNext declines the next prompt only, in the words Sui wallets use', async () => {
    const wallet = createDevWallet()
    wallet.rejectNext()
    await expect(wallet.features['standard:connect'].connect()).rejects.toThrow('Rejected from user')
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    wallet.rejectNext()
    const sign = wallet.features['sui:signPersonalMessage'].signPersonalMessage
    await expect(sign({ account, message })).rejects.toThrow('Rejected from user')
    expect((await sign({ account, message })).signature).toBeTypeOf('string')
  })

  it('parameters: a chain the wallet does not declare, or an account it does not hold, is refused', async () => {
    const wallet = createDevWallet({ chains: ['sui:localnet'] })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const sign = wallet.features['sui:signPersonalMessage'].signPersonalMessage
    await expect(sign({ account, message, chain: 'sui:mainnet' })).rejects.toThrow(
      'The wallet does not support sui:mainnet.',
    )
    wallet.switchAccount()
    await expect(sign({ account, message })).rejects.toThrow('The account is not connected to this wallet.')
  })

  it('behavior: switchAccount and revoke emit change events; a silent connect grants nothing new', async () => {
    const requests: DevWalletRequest[] = []
    const wallet = createDevWallet({ onRequest: (request) => requests.push(request) })
    const seen: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map((account) => account.address)),
    )
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    await wallet.features['standard:connect'].connect()
    const next = wallet.switchAccount()
    wallet.revoke()
    expect(seen).toEqual([[next], []])
    expect(requests).toEqual([
      { method: 'standard:connect', silent: true },
      { method: 'standard:connect', silent: false },
    ])
  })

  it('storage: a new wallet on the same storage keeps the grant (a page reload); disconnect forgets', async () => {
    const storage = memoryStorage()
    const secretKey = Ed25519Keypair.generate().getSecretKey()
    await createDevWallet({ secretKey, storage }).features['standard:connect'].connect()
    expect(storage.items.get(SUI_DEV_WALLET_STORAGE_KEY)).toBe('{"authorized":true}')
    const reloaded = createDevWallet({ secretKey, storage })
    expect((await reloaded.features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(1)
    await reloaded.features['standard:disconnect'].disconnect()
    expect(createDevWallet({ secretKey, storage }).accounts).toEqual([])
    expect(createDevWallet({ storage: { ...storage, getItem: () => '{not json' } }).accounts).toEqual([])
  })

  it('behavior: registerDevWallet puts it in getWallets() (Node) and unregisters it', () => {
    const wallet = createDevWallet({ name: 'Registered' })
    const unregister = registerDevWallet(wallet)
    expect(getWallets().get()).toContain(wallet)
    unregister()
    expect(getWallets().get()).not.toContain(wallet)
  })
})
