import type { WalletConnectSession } from '@latch/core'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { fromWalletConnectSession } from './fromWalletConnectSession'

// The WalletConnect solana methods carry transactions as base64 (the platform's btoa / atob on our side). The wallet here does what
// a WalletConnect wallet does with `solana_signTransaction`: it reads the base64 with Node's own decoder, signs with
// @solana/web3.js and answers base64; what reaches the RPC must be that signed transaction, byte for byte.

const NETWORK = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function signingWallet(keypair: Keypair) {
  const received: string[] = []
  const session: WalletConnectSession = {
    accounts: [`${NETWORK}:${keypair.publicKey.toBase58()}`],
    chains: [NETWORK],
    methods: ['solana_signTransaction'],
    peer: { name: 'web3.js wallet' },
    request: async ({ method, params }) => {
      expect(method).toBe('solana_signTransaction')
      const { transaction } = params as { transaction: string }
      received.push(transaction)
      const signed = Transaction.from(Buffer.from(transaction, 'base64'))
      signed.sign(keypair)
      return { transaction: signed.serialize().toString('base64') }
    },
    subscribe: () => () => {},
  }
  return { session, received }
}

describe('fromWalletConnectSession: transactions over solana_signTransaction', () => {
  it('default: the wire bytes reach the wallet as base64 and its signed transaction reaches the RPC intact', async () => {
    const keypair = Keypair.generate()
    const unsigned = new Transaction({
      feePayer: keypair.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5,
      }),
    )
    const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false })
    const { session, received } = signingWallet(keypair)
    const sent: Uint8Array[] = []
    const handle = fromWalletConnectSession(session, () => NETWORK)
    const signature = await handle.sendTransaction(Uint8Array.from(wire), {
      address: keypair.publicKey.toBase58(),
      chain: 'solana:mainnet',
      rpcUrl: 'http://127.0.0.1:1',
      sendSigned: async (signed) => {
        sent.push(signed)
        return 'sent'
      },
    })
    expect(signature).toBe('sent')
    expect(received).toEqual([Buffer.from(wire).toString('base64')])
    const landed = Transaction.from(Buffer.from(sent[0] ?? []))
    expect(landed.verifySignatures()).toBe(true)
    expect(landed.signature && Buffer.from(landed.signature).length).toBe(64)
  })
})
