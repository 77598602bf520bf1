import { describe, expect, it } from 'vitest'
import { hasEnoughAllowance } from './hasEnoughAllowance'

describe('hasEnoughAllowance (spec §5)', () => {
  it('is true only when the allowance is at least the amount in base units', () => {
    expect(hasEnoughAllowance(1_000_000n, 1_000_000n)).toBe(true)
    expect(hasEnoughAllowance(1_000_001n, 1_000_000n)).toBe(true)
    expect(hasEnoughAllowance(999_999n, 1_000_000n)).toBe(false)
    expect(hasEnoughAllowance(0n, 1n)).toBe(false)
  })
})
