import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits'

describe('formatUnits', () => {
  it.each([
    [0n, 9, '0'],
    [1n, 9, '0.000000001'],
    [250_000_000n, 9, '0.25'],
    [9_749_995_000n, 9, '9.749995'],
    [12_000_000_000n, 9, '12'],
    [123n, 0, '123'],
    [-1_500_000n, 6, '-1.5'],
    [18_446_744_073_709_551_615n, 9, '18446744073.709551615'],
  ])('%s with %s decimals → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})
