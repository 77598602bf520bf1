import { checksumAddress, isAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

// A fixed pseudo-random source, so a failure names the same inputs on every run.
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

describe('the light address check answers as viem isAddress (strict) does', () => {
  it('500 addresses: checksummed, lowercase, uppercase and one letter flipped', () => {
    for (const bytes of pseudoRandomBytes(7, 500, 20)) {
      const checksummed = checksumAddress(toHex(bytes))
      const flipped = checksummed.replace(/[a-f]/, (letter) => letter.toUpperCase())
      for (const candidate of [
        checksummed,
        checksummed.toLowerCase(),
        `0x${checksummed.slice(2).toUpperCase()}`,
        flipped,
      ]) {
        expect(isEvmAddress(candidate), candidate).toBe(isAddress(candidate, { strict: true }))
      }
    }
  })

  it('malformed input is refused as viem refuses it', () => {
    for (const candidate of [
      '',
      '0x',
      '0x1234',
      `0x${'g'.repeat(40)}`,
      `${'a'.repeat(42)}`,
      ` 0x${'a'.repeat(40)}`,
    ]) {
      expect(isEvmAddress(candidate)).toBe(false)
      expect(isAddress(candidate, { strict: true })).toBe(false)
    }
  })
})
