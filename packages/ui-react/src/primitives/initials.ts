/** Up to two initials for a name (`Trust Wallet` → `TW`), `?` when it has no letter or digit. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  const letters = words.slice(0, 2).map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '')
  const result = letters.join('').toUpperCase()
  return result.length > 0 ? result : '?'
}
