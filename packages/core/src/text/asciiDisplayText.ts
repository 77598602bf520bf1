/** How long a displayed name may be, in user-perceived characters (grapheme clusters), before it is cut with '…'. */
export const DISPLAY_TEXT_MAX_LENGTH = 48

/** No control, invisible, combining or non-ASCII space character: one grapheme per character. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/**
 * `toDisplayText` of text that is printable ASCII (most wallet and profile names): spaces collapse and it is cut to
 * `maxLength` characters, '…' included. Undefined for any other text, which needs `toDisplayText`'s Unicode passes:
 * this part alone is in a page's first load (issue 39), the Unicode passes load when a name needs them.
 */
export function asciiDisplayText(value: string, maxLength: number): string | undefined {
  // Bound the work before any regex runs: a megabyte name is cut to a few times the longest possible result.
  const bounded = value.slice(0, maxLength * 16)
  if (!PRINTABLE_ASCII.test(bounded)) return undefined
  const text = bounded.replace(/ {2,}/g, ' ').trim()
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`
}
