import { describe, expect, it } from 'vitest'
import { toBalance } from './toBalance'

describe('toBalance', () => {
  it('default: base units as a decimal string, the amount formatted with the currency decimals', () => {
    const acme = { name: 'Acme', symbol: 'ACM', decimals: 6 }
    expect(toBalance(2_500_000n, acme)).toEqual({
      value: '2500000',
      formatted: '2.5',
      symbol: 'ACM',
      decimals: 6,
    })
    expect(toBalance(0n, { symbol: 'SUI', decimals: 9 }).formatted).toBe('0')
  })
})
