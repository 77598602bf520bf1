import { join } from 'node:path'
import { verifyInPlainNode } from '@latch/fixture-bundle-split/verifyInPlainNode'
import { devKeypair } from '@latch/fixture-solana/devWallet'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { expect, it } from 'vitest'

it('./verify imports in plain Node and checks a real ed25519 sign-in signature there; a tampered message and another key are refused', async () => {
  const keypair = devKeypair()
  const message = 'app.example wants you to sign in with your Solana account'
  const signature = bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keypair.secretKey))
  const valid = { message, signature, address: `solana:localnet:${keypair.address}` }
  const answer = await verifyInPlainNode({
    packageDir: join(import.meta.dirname, '../..'),
    verifier: 'verifySolanaSignature',
    inputs: [valid, { ...valid, message: `${message}!` }, { ...valid, address: devKeypair().address }],
  })
  expect(answer).toEqual({ window: 'undefined', document: 'undefined', results: [true, false, false] })
}, 60_000)
