import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { isValidSuiAddress } from '@mysten/sui/utils'
import { describe, expect, it } from 'vitest'
import { isSuiAddress } from './isSuiAddress'

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
