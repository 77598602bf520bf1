import { InvalidAmountError } from '../errors/catalogue'

/** Most decimals a token may declare (uint8 in ERC20; far above any real token). */
const MAX_DECIMALS = 255

// Digits with an optional point: "1", "1.5", ".5" and "1." (what a visitor has typed so far).
const DECIMAL_AMOUNT = /^(\d*)(?:\.(\d*))?$/

function assertDecimals(decimals: number, amount: string): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidAmountError({ details: `${amount} with ${decimals} decimals` })
  }
}

/**
 * Converts a positive decimal string to base units (`'0.25'`, 9 → `250000000n`) with integer arithmetic only.
 * Throws `InvalidAmountError` for an empty, zero, negative, exponent or malformed amount, or one with more
 * significant fractional digits than `decimals` (trailing zeros do not count: `'1.50'` with 1 decimal is 15n).
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  assertDecimals(decimals, amount)
  const match = typeof amount === 'string' ? DECIMAL_AMOUNT.exec(amount) : null
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === ''))
    throw new InvalidAmountError({ details: String(amount) })
  if (fraction.length > decimals) {
    throw new InvalidAmountError({ details: `${amount} has more than ${decimals} decimals` })
  }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value === 0n) throw new InvalidAmountError({ details: `${amount} is not positive` })
  return value
}

/** Formats base units as a decimal string with trailing zeros trimmed (`1500000n`, 6 → `'1.5'`). */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals, value.toString())
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
