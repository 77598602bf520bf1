import { devKeypair } from '@latch/fixture-solana/devWallet'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature'

// The signer is tweetnacl (an independent ed25519 implementation); the verifier is WebCrypto through kit.
const keypair = devKeypair()
const address = keypair.address
const message = 'example.com wants you to sign in'
const signature = bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keypair.secretKey))

describe('verifySolanaSignature (ed25519, base58 signature)', () => {
  it('default: true for the signer, plain or CAIP-10', async () => {
    expect(await verifySolanaSignature({ message, signature, address })).toBe(true)
    expect(await verifySolanaSignature({ message, signature, address: `solana:localnet:${address}` })).toBe(
      true,
    )
  })

  it('behavior: false for another signer, another message or a tampered signature (RELIABILITY #19)', async () => {
    expect(await verifySolanaSignature({ message, signature, address: devKeypair().address })).toBe(false)
    expect(await verifySolanaSignature({ message: `${message}.`, signature, address })).toBe(false)
    const bytes = bs58.decode(signature)
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(await verifySolanaSignature({ message, signature: bs58.encode(bytes), address })).toBe(false)
  })

  it.each([
    ['signature not base58', { signature: '0OIl' }],
    ['signature of 63 bytes', { signature: bs58.encode(new Uint8Array(63)) }],
    ['hex signature', { signature: `0x${'ab'.repeat(64)}` }],
    ['bad address', { address: 'nope' }],
    ['a 32-byte address that is not a curve point', { address: '11111111111111111111111111111112' }],
  ])('behavior: malformed input (%s) is false, not a throw', async (_, patch) => {
    await expect(verifySolanaSignature({ message, signature, address, ...patch })).resolves.toBe(false)
  })
})
