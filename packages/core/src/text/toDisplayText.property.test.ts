import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DISPLAY_TEXT_MAX_LENGTH, toDisplayText } from './toDisplayText'

// Property suite over toDisplayText (issue 30 item 3): a wallet's name, a registry entry or a profile name is hostile
// text. Whatever comes in, what is shown has no control, invisible or bidi character, stays within its bound in
// visible characters, and cleaning it again changes nothing. Case counts are fixed (`numRuns`).

/** Nothing a visitor cannot see and nothing that reorders text (controls, format incl. bidi, private use, ...). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]/u
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
/** The one invisible character kept: a zero-width joiner inside an emoji sequence (👩‍💻). */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/gu
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const graphemeCount = (text: string) => [...segmenter.segment(text)].length

/** Any code point, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
/** The characters hostile names are made of: bidi controls, zero-width and blank-looking characters, marks, emoji parts. */
const trick = fc.constantFrom(
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u061C',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u00AD',
  '\u3164',
  '\u2800',
  '\u115F',
  '\u180E',
  '\u0301',
  '\u0302',
  '\u0336',
  '\u20DD',
  '\u0000',
  '\u001B',
  '\u0085',
  '\u2028',
  '\u00A0',
  '\u3000',
  ' ',
  '\t',
  '\n',
  'a',
  'W',
  '.',
  '👩',
  '🏽',
  '💻',
  '🏳',
  '\uFE0F',
  '🌈',
  '\uD800',
  '\uDFFF',
  'e\u0301',
  '\u1100',
  '\u1161',
  '\u11A8',
  'ﬁ',
  '…',
)
const hostileText = fc.oneof(
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 120 }), weight: 4 },
  { arbitrary: fc.string({ unit: trick, maxLength: 120 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 80 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 2 },
  { arbitrary: fc.string({ unit: trick, minLength: 1_000, maxLength: 2_000 }), weight: 1 },
)
const maxLength = fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined })

describe('toDisplayText (RELIABILITY #1, issue 30 property suite)', () => {
  it('behavior: any value at all gives a string, never a throw; a non-string gives "" (500 cases)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withNullPrototype: true, withTypedArray: true }),
        (value) => {
          const shown = toDisplayText(value)
          expect(typeof shown).toBe('string')
          if (typeof value !== 'string') expect(shown).toBe('')
        },
      ),
      { numRuns: 500 },
    )
  })

  it('behavior: what is shown has no control, invisible, bidi or blank-looking character (1,500 cases)', () => {
    fc.assert(
      fc.property(hostileText, maxLength, (text, bound) => {
        const shown = toDisplayText(text, bound === undefined ? {} : { maxLength: bound })
        expect(shown.replace(EMOJI_JOINER, '')).not.toMatch(UNSAFE)
        expect(shown).not.toMatch(BIDI)
        expect(shown).toBe(shown.trim())
        expect(shown).not.toMatch(/ {2}/)
      }),
      { numRuns: 1_500 },
    )
  })

  it('behavior: what is shown stays within its bound in visible characters (1,500 cases)', () => {
    fc.assert(
      fc.property(hostileText, maxLength, (text, bound) => {
        const shown = toDisplayText(text, bound === undefined ? {} : { maxLength: bound })
        expect(graphemeCount(shown)).toBeLessThanOrEqual(bound ?? DISPLAY_TEXT_MAX_LENGTH)
      }),
      { numRuns: 1_500 },
    )
  })

  it('behavior: a name that starts with a letter keeps at most two combining marks on any character (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'W', 'é', '錢'), hostileText, (letter, text) => {
        expect(toDisplayText(letter + text).normalize('NFD')).not.toMatch(/\p{M}{3}/u)
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: a name that starts with combining marks, or with invisible characters and marks, keeps at most two (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.string({ unit: trick, maxLength: 120 }), (text) => {
        expect(toDisplayText(text).normalize('NFD')).not.toMatch(/\p{M}{3}/u)
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: cleaning twice gives what cleaning once gave (1,500 cases)', () => {
    fc.assert(
      fc.property(hostileText, maxLength, (text, bound) => {
        const options = bound === undefined ? {} : { maxLength: bound }
        const once = toDisplayText(text, options)
        expect(toDisplayText(once, options)).toBe(once)
      }),
      { numRuns: 1_500 },
    )
  })

  it('behavior: a printable name that fits is shown as written (1,000 cases)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9.'&()-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (words) => {
        const name = words.join(' ')
        expect(toDisplayText(name)).toBe(name)
      }),
      { numRuns: 1_000 },
    )
  })
})
