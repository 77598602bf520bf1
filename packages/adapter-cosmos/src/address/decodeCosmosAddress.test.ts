import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { decodeCosmosAddress, encodeCosmosAddress, isCosmosAddress } from './decodeCosmosAddress'

const HUB = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

describe('decodeCosmosAddress (on @scure/base, cross-checked with @cosmjs/encoding)', () => {
  it('decodes what cosmjs encodes, 20- and 32-byte accounts under every prefix tried; encodes what cosmjs decodes', () => {
    for (const prefix of ['cosmos', 'osmo', 'juno', 'celestia', 'inj', 'a', 'cosmosvaloper']) {
      for (const length of [20, 32]) {
        const data = Uint8Array.from({ length }, (_, i) => (i * 37 + length + prefix.length) & 0xff)
        const text = toBech32(prefix, data, 1023)
        expect(decodeCosmosAddress(text)).toEqual({ prefix, data })
        expect(encodeCosmosAddress(prefix, data)).toBe(text)
        expect(fromBech32(encodeCosmosAddress(prefix, data), 1023).data).toEqual(data)
      }
    }
  })

  it('refuses other data lengths, a flipped character, mixed case, a missing separator or a foreign character', () => {
    for (const length of [0, 1, 19, 21, 31, 33, 40])
      expect(decodeCosmosAddress(toBech32('cosmos', new Uint8Array(length), 1023))).toBeUndefined()
    const flipped = `${HUB.slice(0, 10)}${HUB[10] === 'q' ? 'p' : 'q'}${HUB.slice(11)}`
    for (const bad of [flipped, `C${HUB.slice(1)}`, 'cosmosqypqxpq9', `${HUB}b`, 'cosmos1qypqxpq9i']) {
      expect(decodeCosmosAddress(bad)).toBeUndefined()
      expect(() => fromBech32(bad, 1023)).toThrow()
    }
    // All upper case is valid bech32, but Cosmos accounts are written in lower case: refused here.
    expect(decodeCosmosAddress(HUB.toUpperCase())).toBeUndefined()
  })
})

describe('isCosmosAddress', () => {
  it('default: 20- or 32-byte bech32 accounts; with a prefix, only that prefix', () => {
    expect(isCosmosAddress(HUB)).toBe(true)
    expect(isCosmosAddress(HUB, 'cosmos')).toBe(true)
    expect(isCosmosAddress(HUB, 'osmo')).toBe(false)
    const module32 = toBech32('osmo', new Uint8Array(32).fill(7))
    expect(isCosmosAddress(module32, 'osmo')).toBe(true)
    expect(isCosmosAddress(toBech32('cosmos', new Uint8Array(19)))).toBe(false)
    expect(isCosmosAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isCosmosAddress(undefined as unknown as string)).toBe(false)
    expect(decodeCosmosAddress(HUB)?.data).toEqual(fromBech32(HUB, 1023).data)
  })
})
