import { devKeypair } from '@latch/fixture-solana/devWallet'
import { address, getProgramDerivedAddress } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'
import { toConnectedAccount } from './toConnectedAccount'

const pair = devKeypair()
const key = { toBase58: () => pair.address, toBytes: () => pair.secretKey.slice(32) }
const [offCurve] = await getProgramDerivedAddress({ programAddress: address(pair.address), seeds: ['x'] })

describe('isSolanaAddress', () => {
  it.each([
    ['a wallet key', key.toBase58()],
    ['the system program (32 ones)', '11111111111111111111111111111111'],
    ['an off-curve program address', offCurve],
  ])('accepts %s', (_, address) => {
    expect(isSolanaAddress(address)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['base58 alphabet violation (0, O, I, l)', `${key.toBase58().slice(0, -1)}0`],
    ['31 bytes', '1111111111111111111111111111111'],
    ['too long', `${key.toBase58()}${key.toBase58()}`],
    ['a CAIP-10 id', `solana:localnet:${key.toBase58()}`],
    ['not a string', 42],
  ])('rejects %s (RELIABILITY #7)', (_, address) => {
    expect(isSolanaAddress(address)).toBe(false)
  })
})

describe('toConnectedAccount (RELIABILITY #7)', () => {
  it('default: a CAIP-10 eoa account with the base58 public key', () => {
    expect(
      toConnectedAccount('solana:localnet', { address: key.toBase58(), publicKey: key.toBytes() }),
    ).toEqual({
      address: `solana:localnet:${key.toBase58()}`,
      type: 'eoa',
      publicKey: key.toBase58(),
    })
  })

  it('behavior: a malformed address or a public key of another account is InvalidAddressError', () => {
    expect(() => toConnectedAccount('solana:localnet', { address: 'nope' })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
        details: 'wallet account nope',
      }),
    )
    expect(() =>
      toConnectedAccount('solana:localnet', { address: key.toBase58(), publicKey: new Uint8Array(32) }),
    ).toThrow('The address is not valid for this network')
  })
})
