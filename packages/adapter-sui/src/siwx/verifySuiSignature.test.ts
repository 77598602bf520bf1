import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { Secp256k1Keypair } from '@mysten/sui/keypairs/secp256k1'
import { fromBase64, toBase64 } from '@mysten/sui/utils'
import { describe, expect, it } from 'vitest'
import { verifySuiSignature } from './verifySuiSignature'

const keypair = Ed25519Keypair.generate()
const address = keypair.toSuiAddress()
const message = 'app.example wants you to sign in with your Sui account'
const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message))

describe('verifySuiSignature (verifyPersonalMessageSignature from @mysten/sui)', () => {
  it('default: true for the signer, plain, CAIP-10 or upper-case', async () => {
    expect(await verifySuiSignature({ message, signature, address })).toBe(true)
    expect(await verifySuiSignature({ message, signature, address: `sui:mainnet:${address}` })).toBe(true)
    expect(
      await verifySuiSignature({ message, signature, address: `0x${address.slice(2).toUpperCase()}` }),
    ).toBe(true)
  })

  it('parameters: a secp256k1 signer verifies too', async () => {
    const k1 = Secp256k1Keypair.generate()
    const signed = await k1.signPersonalMessage(new TextEncoder().encode(message))
    expect(
      await verifySuiSignature({ message, signature: signed.signature, address: k1.toSuiAddress() }),
    ).toBe(true)
  })

  it('behavior: false for a tampered message, another key or a tampered signature (RELIABILITY #19)', async () => {
    expect(await verifySuiSignature({ message: `${message}.`, signature, address })).toBe(false)
    const other = Ed25519Keypair.generate()
    expect(await verifySuiSignature({ message, signature, address: other.toSuiAddress() })).toBe(false)
    // The other key's own valid signature does not pass for this address: the address is bound.
    const foreign = (await other.signPersonalMessage(new TextEncoder().encode(message))).signature
    expect(await verifySuiSignature({ message, signature: foreign, address })).toBe(false)
    const bytes = fromBase64(signature)
    bytes[5] = (bytes[5] ?? 0) ^ 1
    expect(await verifySuiSignature({ message, signature: toBase64(bytes), address })).toBe(false)
  })

  it.each([
    ['signature not base64', { signature: '!!!' }],
    ['empty signature', { signature: '' }],
    ['hex signature', { signature: `0x${'ab'.repeat(97)}` }],
    ['bad address', { address: 'nope' }],
    ['unknown scheme flag', { signature: toBase64(new Uint8Array([9, ...new Uint8Array(96)])) }],
  ])('behavior: malformed input (%s) is false, not a throw', async (_, patch) => {
    expect(await verifySuiSignature({ message, signature, address, ...patch })).toBe(false)
  })
})
