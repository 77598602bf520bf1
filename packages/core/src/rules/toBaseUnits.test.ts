import { describe, expect, it } from 'vitest'
import { InvalidAmountError } from '../errors/catalogue'
import { formatUnits, toBaseUnits } from './toBaseUnits'

const MESSAGE = 'The amount is not a valid number for this token'

function errorOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('toBaseUnits', () => {
  it('default: converts decimal strings without floating point', () => {
    expect(toBaseUnits('0.25', 9)).toBe(250_000_000n)
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('1', 18)).toBe(1_000_000_000_000_000_000n)
    expect(toBaseUnits('42', 0)).toBe(42n)
    // 0.1 + 0.2 style float error would give 300000000000000040n
    expect(toBaseUnits('0.3', 18)).toBe(300_000_000_000_000_000n)
  })

  it('behavior: keeps every digit of amounts beyond Number precision', () => {
    expect(toBaseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
  })

  it('behavior: accepts a leading or trailing point while the visitor types', () => {
    expect(toBaseUnits('.5', 2)).toBe(50n)
    expect(toBaseUnits('2.', 2)).toBe(200n)
    expect(toBaseUnits('007', 1)).toBe(70n)
  })

  it('behavior: trailing zeros beyond the decimals carry no precision and are accepted', () => {
    expect(toBaseUnits('1.50', 1)).toBe(15n)
    expect(toBaseUnits('3.000000', 0)).toBe(3n)
  })

  it('behavior: the smallest unit is exact at the decimals boundary', () => {
    expect(toBaseUnits('0.000001', 6)).toBe(1n)
    const error = errorOf(() => toBaseUnits('0.0000001', 6))
    expect(error).toBeInstanceOf(InvalidAmountError)
    expect((error as Error).message).toBe(MESSAGE)
  })

  it.each([
    ['exponent', '1e18', 18],
    ['negative', '-1', 18],
    ['two points', '1.2.3', 18],
    ['more fractional digits than decimals', '1.1234567', 6],
    ['empty', '', 18],
    ['only a point', '.', 18],
    ['zero', '0', 18],
    ['zero with decimals', '0.000', 18],
    ['spaces', ' 1', 18],
    ['comma', '1,5', 18],
    ['hex', '0x10', 18],
    ['plus sign', '+1', 18],
    ['Infinity', 'Infinity', 18],
    ['non-Latin digits', '١', 18],
    ['negative decimals', '1', -1],
    ['fractional decimals', '1', 1.5],
    ['NaN decimals', '1', Number.NaN],
  ])('error: %s (%j, %d decimals) is an InvalidAmountError', (_case, amount, decimals) => {
    const error = errorOf(() => toBaseUnits(amount as string, decimals as number))
    expect(error).toBeInstanceOf(InvalidAmountError)
    expect((error as Error).message).toBe(MESSAGE)
  })

  it('error: a non-string amount from untyped callers is an InvalidAmountError', () => {
    const error = errorOf(() => toBaseUnits(1 as unknown as string, 6))
    expect((error as Error).message).toBe(MESSAGE)
  })
})

describe('formatUnits', () => {
  it('default: trims trailing zeros', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(250_000_000n, 9)).toBe('0.25')
    expect(formatUnits(1_000_000n, 6)).toBe('1')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('behavior: negative values keep their sign', () => {
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5')
    expect(formatUnits(-1n, 2)).toBe('-0.01')
  })

  it('behavior: round-trips with toBaseUnits', () => {
    for (const [amount, decimals] of [
      ['0.25', 9],
      ['1.5', 6],
      ['123456789.000000000000000001', 18],
    ] as const) {
      expect(formatUnits(toBaseUnits(amount, decimals), decimals)).toBe(amount)
    }
  })

  it('error: invalid decimals are an InvalidAmountError', () => {
    expect((errorOf(() => formatUnits(1n, -2)) as Error).message).toBe(MESSAGE)
  })
})
