import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58'

function* pseudoRandomBytes(seed: number, count: number, length: number) {
  let state = seed
  for (let n = 0; n < count; n++) {
    const bytes = new Uint8Array(length)
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) >>> 0
      bytes[i] = state >>> 24
    }
    yield bytes
  }
}

describe('the light base58 codec answers as bs58 does', () => {
  it('keys and signatures, with and without leading zero bytes, round-trip to the same text', () => {
    for (const length of [0, 1, 32, 64]) {
      for (const bytes of pseudoRandomBytes(length + 3, 200, length)) {
        for (const input of [bytes, Uint8Array.from([0, 0, ...bytes]), new Uint8Array(length)]) {
          const text = bs58.encode(input)
          expect(encodeBase58(input)).toBe(text)
          expect(decodeBase58(text)).toEqual(bs58.decode(text))
        }
      }
    }
  })

  it('text outside the alphabet (0, O, I, l, spaces, non-ASCII) throws, as bs58.decode does', () => {
    for (const text of ['0', 'O', 'I', 'l', ' 1', '1 ', 'é', '11111111111111111111111111111110']) {
      expect(() => bs58.decode(text)).toThrow()
      expect(() => decodeBase58(text)).toThrow('Non-base58 character')
    }
  })
})
