import { describe, expect, it } from 'vitest'
import { DISPLAY_TEXT_MAX_LENGTH, toDisplayText } from './toDisplayText'

/** Nothing a visitor cannot see, nothing that reorders text: what every displayed name must be free of. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u
const graphemes = (text: string) => [
  ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
]

describe('toDisplayText (RELIABILITY #1: hostile wallet and registry text)', () => {
  it('behavior: a right-to-left override cannot make "gnp.exe" display as "exe.png"', () => {
    expect(toDisplayText('\u202Egnp.exe')).toBe('gnp.exe')
    expect(toDisplayText('Wallet\u202E\u2066gnp.exe\u2069\u202C')).toBe('Walletgnp.exe')
  })

  it.each([
    ['bidi embeddings and overrides', '\u202A\u202B\u202C\u202D\u202E'],
    ['bidi isolates', '\u2066\u2067\u2068\u2069'],
    ['bidi marks (LRM, RLM, ALM)', '\u200E\u200F\u061C'],
    ['zero-width space, non-joiner, joiner, word joiner, BOM', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['soft hyphen and invisible operators', '\u00AD\u2061\u2062\u2063\u2064'],
    ['tag characters', '\u{E0001}\u{E0041}\u{E007F}'],
    ['C0 and C1 controls', '\u0000\u0007\u001B\u007F\u0080\u009B'],
    ['private-use', '\uE000\u{F0000}'],
    ['lone surrogates', '\uD800\uDFFF'],
    ['unassigned code points', '\u0378\u{E0080}'],
    [
      'blank-looking letters (Hangul fillers, Braille blank, Khmer vowels)',
      '\u115F\u1160\u3164\uFFA0\u2800\u17B4\u180E',
    ],
  ])('behavior: %s are removed', (_, characters) => {
    const shown = toDisplayText(`Me${characters}taMask`)
    expect(shown).toBe('MetaMask')
    expect(shown).not.toMatch(UNSAFE)
  })

  it('behavior: line breaks, tabs and odd spaces become one ordinary space, ends trimmed', () => {
    expect(toDisplayText('  Rainbow\n\r\t\u0085Wallet\u2028\u2029\u00A0\u3000Pro  ')).toBe(
      'Rainbow Wallet Pro',
    )
  })

  it('behavior: a name made only of invisible characters shows as empty, not as a blank-looking name', () => {
    expect(toDisplayText('\u3164\u200B\u202E\u2800')).toBe('')
  })

  it('behavior: real names in every script and emoji sequences are kept as written', () => {
    for (const name of [
      'Trust Wallet',
      'محفظة',
      'ארנק',
      '錢包',
      'Кошелёк',
      'Café',
      '🦊 Fox',
      '👩🏽‍💻 Dev',
      '🏳️‍🌈',
    ]) {
      expect(toDisplayText(name)).toBe(name.normalize('NFC'))
    }
  })

  it('behavior: a zalgo name keeps at most two combining marks per letter', () => {
    const zalgo = `A${'\u0301\u0302\u0303\u0304\u0305'.repeat(20)}B`
    expect(toDisplayText(zalgo)).toBe('A\u0301\u0302B'.normalize('NFC'))
  })

  it('behavior: the length is bounded in visible characters, with an ellipsis, before layout', () => {
    const shown = toDisplayText('W'.repeat(10_000))
    expect(graphemes(shown)).toHaveLength(DISPLAY_TEXT_MAX_LENGTH)
    expect(shown.endsWith('…')).toBe(true)
    expect(toDisplayText('Phantom Wallet', { maxLength: 8 })).toBe('Phantom…')
    // An emoji sequence counts as one character and is never cut in half.
    expect(toDisplayText('👩🏽‍💻'.repeat(5), { maxLength: 3 })).toBe('👩🏽‍💻👩🏽‍💻…')
  })

  it('behavior: plain ASCII names come out as the Unicode passes would make them (spaces collapse, ends trim, cut with …)', () => {
    // The no-break spaces take the Unicode path, the plain spaces the ASCII one: the same name either way.
    expect(toDisplayText('  Meta   Mask  ')).toBe('Meta Mask')
    expect(toDisplayText('\u00A0Meta\u00A0\u00A0Mask\u00A0')).toBe('Meta Mask')
    expect(toDisplayText('ab '.repeat(30), { maxLength: 6 })).toBe(
      toDisplayText('ab\u00A0'.repeat(30), { maxLength: 6 }),
    )
    expect(toDisplayText('ab '.repeat(30), { maxLength: 6 })).toBe('ab ab…')
    expect(toDisplayText('   ')).toBe('')
  })

  it('behavior: a megabyte name is cut quickly and safely', () => {
    const huge = '\u202E'.repeat(500_000) + 'x'.repeat(500_000)
    expect(toDisplayText(huge).length).toBeLessThanOrEqual(DISPLAY_TEXT_MAX_LENGTH)
  })

  it('behavior: what is not a string shows as empty; cleaning twice changes nothing', () => {
    for (const value of [undefined, null, 42, {}, ['MetaMask']]) expect(toDisplayText(value)).toBe('')
    const once = toDisplayText('\u202E Ph\u200Bantom\n\n  Wallet ')
    expect(toDisplayText(once)).toBe(once)
  })
})
