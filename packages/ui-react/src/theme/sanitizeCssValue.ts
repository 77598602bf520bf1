/**
 * Returns `value` as a CSS value when it cannot break out of a declaration, else undefined.
 * Rejects declaration and block delimiters, comments, escapes, at-rules, url() and legacy expression().
 */
export function sanitizeCssValue(value: string | number): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  if (text.length === 0 || text.length > 200) return undefined
  if (/[;{}<>\\"`\n\r]|\/\*|@|url\s*\(|expression\s*\(|image-set|javascript:/i.test(text)) return undefined
  return text
}
