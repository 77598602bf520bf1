import { asciiDisplayText, DISPLAY_TEXT_MAX_LENGTH } from './asciiDisplayText'

export { DISPLAY_TEXT_MAX_LENGTH }

/** At most this many combining marks stay on one base character (a "zalgo" name cannot grow past its line). */
const MAX_MARKS_PER_CHARACTER = 2

/**
 * Characters that draw nothing although Unicode files them as letters or symbols (Hangul fillers, the Braille
 * blank, the Khmer inherent vowels, the Mongolian vowel separator): a name made of them looks empty.
 */
const BLANK_LOOKING = /[\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]/gu
/**
 * Removed outright: other controls (Cc), format characters (Cf: bidirectional embeddings, overrides and isolates, the marks LRM/RLM/ALM,
 * zero-width space and joiners, the BOM, soft hyphen, tag characters), private-use (Co), lone
 * surrogates (Cs) and unassigned code points (Cn); a zero-width joiner stays only inside an emoji sequence (👩‍💻).
 */
const INVISIBLE =
  /(?!(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/gu
/** Line breaks, tabs and every other space collapse to one ordinary space. */
const SPACING = /[\t\n\v\f\r\u0085\p{Zl}\p{Zp}\p{Zs}]+/gu
const MARK_RUN = /(\P{M})(\p{M}+)/gu
/** Marks (and the spaces between them) before the first base character: they would draw over what precedes the name. */
const LEADING_MARKS = /^[\p{M} ]+/u

export interface DisplayTextOptions {
  /** Longest result in grapheme clusters, '…' included. Defaults to {@link DISPLAY_TEXT_MAX_LENGTH}. */
  maxLength?: number
}

/**
 * Makes text that came from outside (a wallet's announced name or rdns, a registry entry, a server's profile name)
 * safe to show: controls and invisible characters go, bidirectional overrides go (so "\u202Egnp.exe" shows as
 * "gnp.exe", never as "exe.png"), spacing collapses, combining marks are capped (and dropped where no character carries them), and the result is cut to a bounded
 * length before any layout sees it. Anything that is not a string becomes ''. The result is idempotent.
 *
 * Removing the bidi controls keeps a name from reordering itself; the UI also renders names inside an isolate
 * (`<bdi>`), so right-to-left letters in a name cannot reorder the text that follows it.
 */
export function toDisplayText(value: unknown, options: DisplayTextOptions = {}): string {
  if (typeof value !== 'string') return ''
  const maxLength = Math.max(1, Math.floor(options.maxLength ?? DISPLAY_TEXT_MAX_LENGTH))
  // Most names (wallets, ENS) are printable ASCII: the same result without the Unicode passes below, whose regexes
  // take ~40 KB of heap once compiled (issue 21: the hidden pre-render shows names on every page).
  const ascii = asciiDisplayText(value, maxLength)
  if (ascii !== undefined) return ascii
  // Bound the work before the regexes run: a megabyte name is cut to a few times the longest possible result.
  const bounded = value.slice(0, maxLength * 16)
  const cleaned = bounded
    .normalize('NFD')
    .replace(SPACING, ' ')
    .replace(INVISIBLE, '')
    .replace(BLANK_LOOKING, '')
    .replace(
      MARK_RUN,
      (_, base: string, marks: string) => base + [...marks].slice(0, MAX_MARKS_PER_CHARACTER).join(''),
    )
    .normalize('NFC')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(LEADING_MARKS, '')
  return truncateGraphemes(cleaned, maxLength)
}

function truncateGraphemes(text: string, maxLength: number): string {
  const graphemes = splitGraphemes(text)
  if (graphemes.length <= maxLength) return text
  return `${graphemes
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}

let graphemeSegmenter: Intl.Segmenter | undefined

function splitGraphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    return Array.from(graphemeSegmenter.segment(text), (part) => part.segment)
  }
  return Array.from(text)
}
