import type { PublicKey } from '@mysten/sui/cryptography'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { PasskeyPublicKey } from '@mysten/sui/keypairs/passkey'
import { Secp256k1Keypair } from '@mysten/sui/keypairs/secp256k1'
import { Secp256r1Keypair } from '@mysten/sui/keypairs/secp256r1'
import { MultiSigPublicKey } from '@mysten/sui/multisig'
import { computeZkLoginAddress, genAddressSeed, toZkLoginPublicIdentifier } from '@mysten/sui/zklogin'
import { describe, expect, it } from 'vitest'
import { toConnectedAccount } from './toConnectedAccount'

const ed25519 = Ed25519Keypair.generate().getPublicKey()
const secp256k1 = Secp256k1Keypair.generate().getPublicKey()
const secp256r1 = Secp256r1Keypair.generate().getPublicKey()
const passkey = new PasskeyPublicKey(Secp256r1Keypair.generate().getPublicKey().toRawBytes())
const multisig = MultiSigPublicKey.fromPublicKeys({
  threshold: 2,
  publicKeys: [
    { publicKey: ed25519, weight: 1 },
    { publicKey: secp256k1, weight: 1 },
  ],
})

/** A zkLogin identity as Sui derives it from an OpenID issuer, audience, subject and salt. */
function zkLogin(legacyAddress: boolean) {
  const claims = { claimName: 'sub', claimValue: '1234567890', aud: 'latch-test', userSalt: 42n }
  const iss = 'https://accounts.google.com'
  const seed = genAddressSeed(claims.userSalt, claims.claimName, claims.claimValue, claims.aud)
  const key = toZkLoginPublicIdentifier(seed, iss, { legacyAddress })
  const address = computeZkLoginAddress({ ...claims, iss, legacyAddress })
  return { key, address }
}

/** The account the normaliser should make of `key`'s address, with the key in Sui's base64 flag form. */
const expected = (key: PublicKey, address = key.toSuiAddress()) => ({
  address: `sui:mainnet:${address}`,
  type: 'eoa',
  publicKey: key.toSuiPublicKey(),
})

describe('toConnectedAccount: every key form Sui wallets give (RELIABILITY #7)', () => {
  it.each([
    ['Ed25519, raw 32 bytes (Wallet Standard)', ed25519, ed25519.toRawBytes()],
    [
      'Ed25519, flag 0x00 + 32 bytes (toSuiBytes, @mysten/dapp-kit burner wallet)',
      ed25519,
      ed25519.toSuiBytes(),
    ],
    ['Secp256k1, raw 33 bytes', secp256k1, secp256k1.toRawBytes()],
    ['Secp256k1, flag 0x01 + 33 bytes', secp256k1, secp256k1.toSuiBytes()],
    ['Secp256r1, raw 33 bytes', secp256r1, secp256r1.toRawBytes()],
    ['Secp256r1, flag 0x02 + 33 bytes', secp256r1, secp256r1.toSuiBytes()],
    ['passkey, raw 33 bytes', passkey, passkey.toRawBytes()],
    ['passkey, flag 0x06 + 33 bytes', passkey, passkey.toSuiBytes()],
    ['multisig, flag 0x03 + BCS', multisig, multisig.toSuiBytes()],
  ])('accepts %s', (_, key, bytes) => {
    expect(toConnectedAccount('sui:mainnet', { address: key.toSuiAddress(), publicKey: bytes })).toEqual(
      expected(key),
    )
  })

  it.each([
    ['current', false],
    ['legacy', true],
  ])('accepts a zkLogin key, flag 0x05 and raw, for a %s zkLogin address', (_, legacyAddress) => {
    const { key, address } = zkLogin(legacyAddress)
    expect(key.toSuiAddress()).toBe(address)
    for (const publicKey of [key.toSuiBytes(), key.toRawBytes()]) {
      expect(toConnectedAccount('sui:mainnet', { address, publicKey })).toEqual(expected(key, address))
    }
  })

  it('accepts an address alone (no key, or an empty one), and a key given as a plain array of bytes', () => {
    const address = ed25519.toSuiAddress()
    const plain = { address: `sui:mainnet:${address}`, type: 'eoa' }
    expect(toConnectedAccount('sui:mainnet', { address })).toEqual(plain)
    expect(toConnectedAccount('sui:mainnet', { address, publicKey: new Uint8Array() })).toEqual(plain)
    expect(toConnectedAccount('sui:mainnet', { address, publicKey: [...ed25519.toSuiBytes()] })).toEqual(
      expected(ed25519),
    )
  })

  it('parameters: upper-case and short-form addresses are normalised to 0x + 64 lower-case hex', () => {
    const address = ed25519.toSuiAddress()
    expect(
      toConnectedAccount('sui:testnet', { address: `0x${address.slice(2).toUpperCase()}` }).address,
    ).toBe(`sui:testnet:${address}`)
    expect(toConnectedAccount('sui:mainnet', { address: '0x2' }).address).toBe(
      `sui:mainnet:0x${'0'.repeat(63)}2`,
    )
  })

  it.each([
    ['empty', ''],
    ['not hex', `0x${'z'.repeat(64)}`],
    ['33 bytes', `${ed25519.toSuiAddress()}00`],
    ['no 0x prefix', ed25519.toSuiAddress().slice(2)],
    ['a number', 7],
    ['missing', undefined],
  ])('behavior: a malformed address (%s) is InvalidAddressError', (_, value) => {
    expect(() => toConnectedAccount('sui:localnet', { address: value as string })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })

  it.each([
    ['another Ed25519 key, raw', Ed25519Keypair.generate().getPublicKey().toRawBytes()],
    ['another Ed25519 key, flagged', Ed25519Keypair.generate().getPublicKey().toSuiBytes()],
    ['another Secp256k1 key, flagged', Secp256k1Keypair.generate().getPublicKey().toSuiBytes()],
    ["the owner's key under another scheme flag", Uint8Array.from([0x02, ...secp256k1.toRawBytes()])],
  ])('behavior: a key that does not own the address (%s) is refused', (_, publicKey) => {
    const address = secp256k1.toSuiAddress()
    expect(() => toConnectedAccount('sui:localnet', { address, publicKey })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        details: `wallet account ${address} does not match its public key`,
      }),
    )
  })

  it('behavior: a key of a scheme @mysten/sui cannot read (flag 0x07) leaves the address as given, without a key', () => {
    const address = ed25519.toSuiAddress()
    expect(
      toConnectedAccount('sui:mainnet', {
        address,
        publicKey: Uint8Array.from([0x07, ...secp256r1.toRawBytes()]),
      }),
    ).toEqual({ address: `sui:mainnet:${address}`, type: 'eoa' })
  })
})
