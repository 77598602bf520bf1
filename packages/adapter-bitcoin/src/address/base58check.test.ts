import { sha256 as nobleSha256 } from '@noble/hashes/sha2'
import bs58check from 'bs58check'
import { describe, expect, it } from 'vitest'
import { decodeBase58check, encodeBase58check } from './base58check'
import { sha256 } from './sha256'

describe('the page-load address codecs agree with the libraries', () => {
  it('sha256 equals @noble/hashes for lengths around the block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff)
      expect(sha256(data)).toEqual(nobleSha256(data))
    }
  })

  it('base58check decodes and encodes as bs58check does, and refuses a bad checksum', () => {
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      '1111111111111111111114oLvT2',
    ]) {
      const decoded = decodeBase58check(address)
      expect(decoded).toEqual(Uint8Array.from(bs58check.decode(address)))
      expect(encodeBase58check(decoded ?? new Uint8Array())).toBe(address)
    }
    expect(decodeBase58check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBeUndefined()
    expect(decodeBase58check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0')).toBeUndefined()
  })
})
