import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { devKeypair, freshAddress } from '../keys/devKeypair'
import { createDevWallet } from './createDevWallet'

const rpcUrl = 'http://127.0.0.1:9' // never reached by these tests: nothing here sends

/** Wire bytes of an unsigned 1-lamport transfer paid by `payer`. */
function unsignedTransfer(payer: string, version: 'legacy' | 0): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(payer)),
            destination: address(freshAddress()),
            amount: lamports(1n),
          }),
        ],
        m,
      ),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}

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

  it('parameters: with storage it trusts the site across page loads until it disconnects', async () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    }
    const secretKey = devKeypair().secretKey
    const first = createDevWallet({ rpcUrl, secretKey, storage })
    await first.features['standard:connect'].connect()
    // The next page load: a new wallet object over the same storage answers a silent connect.
    const second = createDevWallet({ rpcUrl, secretKey, storage })
    const { accounts } = await second.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([second.address])
    await second.features['standard:disconnect'].disconnect()
    const third = createDevWallet({ rpcUrl, secretKey, storage })
    expect(await third.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
  })

  it('behavior: signatures are real ed25519 over the message and the transaction', async () => {
    const { secretKey } = devKeypair()
    const wallet = createDevWallet({ rpcUrl, secretKey })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('hello')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(
      nacl.sign.detached.verify(
        message,
        signed?.signature ?? new Uint8Array(),
        Uint8Array.from(getBase58Encoder().encode(wallet.address)),
      ),
    ).toBe(true)

    // A kit-built transfer, legacy and v0, with an empty signature slot for the wallet's key.
    for (const version of ['legacy', 0] as const) {
      const unsigned = unsignedTransfer(wallet.address, version)
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: unsigned,
      })
      const signed = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
      const signature = signed.signatures[address(wallet.address)] as SignatureBytes
      expect(
        await verifySignature(
          await getPublicKeyFromAddress(address(wallet.address)),
          signature,
          signed.messageBytes,
        ),
      ).toBe(true)
      expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(unsigned).messageBytes)
    }
  })

  it('behavior: a transaction its key does not sign is refused', async () => {
    const wallet = createDevWallet({ rpcUrl })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: unsignedTransfer(freshAddress(), 0),
      }),
    ).rejects.toThrow('The transaction does not need this account to sign.')
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
