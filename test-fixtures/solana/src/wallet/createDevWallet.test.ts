import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet'

const rpcUrl = 'http://127.0.0.1:9' // never reached by these tests: nothing here sends

describe('createDevWallet', () => {
  it('default: a Wallet Standard wallet on solana:localnet with no accounts until connected', async () => {
    const wallet = createDevWallet({ rpcUrl })
    expect([wallet.version, wallet.name, wallet.chains]).toEqual([
      '1.0.0',
      'Latch Dev Wallet',
      ['solana:localnet'],
    ])
    expect(wallet.icon.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([wallet.address])
  })

  it('behavior: signatures are real ed25519 over the message and the transaction', async () => {
    const secretKey = Keypair.generate().secretKey
    const wallet = createDevWallet({ rpcUrl, secretKey })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('hello')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(
      nacl.sign.detached.verify(message, signed?.signature ?? new Uint8Array(), bs58.decode(wallet.address)),
    ).toBe(true)

    const transaction = new Transaction({
      blockhash: '11111111111111111111111111111111',
      lastValidBlockHeight: 1,
      feePayer: Keypair.fromSecretKey(secretKey).publicKey,
    }).add(
      SystemProgram.transfer({
        fromPubkey: Keypair.fromSecretKey(secretKey).publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
    })
    expect(Transaction.from(output?.signedTransaction ?? new Uint8Array()).verifySignatures()).toBe(true)
  })

  it('behavior: rejectNext fails the next prompt only, with code 4001', async () => {
    const wallet = createDevWallet({ rpcUrl })
    wallet.rejectNext()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await wallet.features['standard:connect'].connect()).accounts).toHaveLength(1)
  })

  it('behavior: switchAccount and revoke emit change to listeners', async () => {
    const wallet = createDevWallet({ rpcUrl })
    await wallet.features['standard:connect'].connect()
    const seen: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => {
      seen.push((accounts ?? []).map((account) => account.address))
    })
    const next = wallet.switchAccount()
    wallet.revoke()
    off()
    wallet.switchAccount()
    expect(seen).toEqual([[next], []])
  })

  it('behavior: signing for an account it does not hold is refused', async () => {
    const wallet = createDevWallet({ rpcUrl })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    wallet.switchAccount()
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toThrow('The account is not connected to this wallet.')
  })
})
