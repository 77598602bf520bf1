/**
 * Formats a decimal-string amount for display with Intl in the visitor's locale, keeping at most
 * `maximumFractionDigits` digits. A value that is not a decimal number is returned unchanged.
 */
export function formatAmount(value: string, locale: string, maximumFractionDigits = 4): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return value
  const [whole = '0', fraction = ''] = value.trim().split('.')
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits: 0 })
  // Intl takes a decimal string as an exact value (no float rounding of large balances).
  return format.format(`${whole}.${fraction || '0'}` as unknown as number)
}
