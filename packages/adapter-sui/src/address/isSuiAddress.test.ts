import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { Secp256k1Keypair } from '@mysten/sui/keypairs/secp256k1'
import { isValidSuiAddress } from '@mysten/sui/utils'
import { describe, expect, it } from 'vitest'
import { isSuiAddress } from './isSuiAddress'
import { toConnectedAccount } from './toConnectedAccount'

const key = Ed25519Keypair.generate()
const address = key.toSuiAddress()

describe('isSuiAddress', () => {
  it.each([
    ['a wallet address', address],
    ['upper-case hex', `0x${address.slice(2).toUpperCase()}`],
    ['the framework address in full', `0x${'0'.repeat(63)}2`],
  ])('accepts %s, as @mysten/sui isValidSuiAddress does', (_, value) => {
    expect(isSuiAddress(value)).toBe(true)
    expect(isValidSuiAddress(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['a short form', '0x2'],
    ['no 0x prefix', address.slice(2)],
    ['33 bytes', `${address}ab`],
    ['not hex', `0x${'g'.repeat(64)}`],
    ['a CAIP-10 id', `sui:mainnet:${address}`],
    ['not a string', 42],
  ])('rejects %s (RELIABILITY #7)', (_, value) => {
    expect(isSuiAddress(value)).toBe(false)
  })
})

describe('toConnectedAccount (RELIABILITY #7)', () => {
  it('default: a CAIP-10 eoa account with the Sui public key (flag + key, base64)', () => {
    expect(
      toConnectedAccount('sui:localnet', { address, publicKey: key.getPublicKey().toRawBytes() }),
    ).toEqual({
      address: `sui:localnet:${address}`,
      type: 'eoa',
      publicKey: key.getPublicKey().toSuiPublicKey(),
    })
  })

  it('parameters: upper-case and short-form addresses are normalised; a secp256k1 key is recognised', () => {
    expect(
      toConnectedAccount('sui:mainnet', { address: address.toUpperCase().replace('0X', '0x') }).address,
    ).toBe(`sui:mainnet:${address}`)
    expect(toConnectedAccount('sui:mainnet', { address: '0x2' }).address).toBe(
      `sui:mainnet:0x${'0'.repeat(63)}2`,
    )
    const k1 = Secp256k1Keypair.generate()
    expect(
      toConnectedAccount('sui:mainnet', {
        address: k1.toSuiAddress(),
        publicKey: k1.getPublicKey().toRawBytes(),
      }).publicKey,
    ).toBe(k1.getPublicKey().toSuiPublicKey())
  })

  it.each([
    ['empty', ''],
    ['not hex', `0x${'z'.repeat(64)}`],
    ['33 bytes', `${address}00`],
    ['no 0x prefix', address.slice(2)],
    ['a number', 7],
  ])('behavior: a malformed address (%s) is InvalidAddressError', (_, value) => {
    expect(() => toConnectedAccount('sui:localnet', { address: value as string })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })

  it('behavior: a public key that is not the address owner is refused', () => {
    expect(() =>
      toConnectedAccount('sui:localnet', {
        address,
        publicKey: Ed25519Keypair.generate().getPublicKey().toRawBytes(),
      }),
    ).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        details: `wallet account ${address} does not match its public key`,
      }),
    )
  })
})
