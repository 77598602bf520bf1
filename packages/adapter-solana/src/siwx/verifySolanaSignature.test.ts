import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature'

const keypair = Keypair.generate()
const address = keypair.publicKey.toBase58()
const message = 'example.com wants you to sign in'
const signature = bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keypair.secretKey))

describe('verifySolanaSignature (ed25519, base58 signature)', () => {
  it('default: true for the signer, plain or CAIP-10', () => {
    expect(verifySolanaSignature({ message, signature, address })).toBe(true)
    expect(verifySolanaSignature({ message, signature, address: `solana:localnet:${address}` })).toBe(true)
  })

  it('behavior: false for another signer, another message or a tampered signature (RELIABILITY #19)', () => {
    expect(
      verifySolanaSignature({ message, signature, address: Keypair.generate().publicKey.toBase58() }),
    ).toBe(false)
    expect(verifySolanaSignature({ message: `${message}.`, signature, address })).toBe(false)
    const bytes = bs58.decode(signature)
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(verifySolanaSignature({ message, signature: bs58.encode(bytes), address })).toBe(false)
  })

  it.each([
    ['signature not base58', { signature: '0OIl' }],
    ['signature of 63 bytes', { signature: bs58.encode(new Uint8Array(63)) }],
    ['hex signature', { signature: `0x${'ab'.repeat(64)}` }],
    ['bad address', { address: 'nope' }],
  ])('behavior: malformed input (%s) is false, not a throw', (_, patch) => {
    expect(verifySolanaSignature({ message, signature, address, ...patch })).toBe(false)
  })
})
