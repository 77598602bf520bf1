import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isStorableText, MAX_DATE_MS, safeInteger, safeJsonObject, unsafeJsonReason } from './boundary'

describe('isStorableText (RELIABILITY #27)', () => {
  it('behavior: NUL and unpaired surrogates are refused; a surrogate pair (an emoji) is one character and stored', () => {
    expect(isStorableText('plain text, ünïcödé, 😀')).toBe(true)
    expect(isStorableText('a\u0000b')).toBe(false)
    expect(isStorableText('\ud800')).toBe(false)
    expect(isStorableText('x\udc00')).toBe(false)
    expect(isStorableText('\ud83d\ude00')).toBe(true)
    expect(isStorableText('\ude00\ud83d')).toBe(false)
  })
})

describe('unsafeJsonReason (RELIABILITY #27)', () => {
  it('parameters: maxDepth: containers nested exactly that deep pass, one more is refused', () => {
    expect(unsafeJsonReason({ a: [{ b: 1 }] }, 3)).toBeUndefined()
    expect(unsafeJsonReason({ a: [{ b: [] }] }, 3)).toBe('nested deeper than 3')
    expect(unsafeJsonReason('scalar', 0)).toBeUndefined()
  })

  it('behavior: a NUL or lone surrogate in a key or a value, and a number past the double range, are named', () => {
    expect(unsafeJsonReason({ 'k\u0000': 1 }, 4)).toBe('a key holds a NUL or an unpaired surrogate')
    expect(unsafeJsonReason({ k: ['\ud800'] }, 4)).toBe('a text holds a NUL or an unpaired surrogate')
    expect(unsafeJsonReason(JSON.parse('{"n":1e999}'), 4)).toBe('a number is out of range')
  })

  it('behavior: a 200,000-deep value is refused without using the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)
    expect(unsafeJsonReason(deep, 8)).toBe('nested deeper than 8')
    expect(v.safeParse(safeJsonObject({ maxDepth: 8, maxBytes: 4096 }), { deep }).success).toBe(false)
  })
})

describe('safeInteger', () => {
  it('parameters: a time: 0 and MAX_DATE_MS pass; one past, a fraction, NaN and Infinity do not', () => {
    const time = safeInteger(0, MAX_DATE_MS)
    expect(v.is(time, 0)).toBe(true)
    expect(v.is(time, MAX_DATE_MS)).toBe(true)
    for (const bad of [MAX_DATE_MS + 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e300])
      expect(v.is(time, bad), String(bad)).toBe(false)
    expect(() => new Date(MAX_DATE_MS).toISOString()).not.toThrow()
  })
})
