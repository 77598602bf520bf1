import fc from 'fast-check'
import { expect } from 'vitest'

// What a hostile client sends, for the boundary's property suites (RELIABILITY #27). Written apart from the
// server's boundary module on purpose: the tests decide what is storable on their own.

/** Characters PostgreSQL or UTF-16 trip on: NUL (refused in text and jsonb) and unpaired surrogates. */
export const UNSTORABLE = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const

/** True when the text holds none of them (a pair of surrogates in order is one character, and storable). */
export const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed()

/** Any UTF-16 code unit: NUL, controls, lone surrogates, noncharacters included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))

/** A character that is always storable: any code point but NUL (astral ones as their surrogate pair). */
const storableCharacter = fc
  .oneof(fc.integer({ min: 1, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code))

/** Storable text of at most `maxLength` characters. */
export const storableText = (maxLength: number) => fc.string({ unit: storableCharacter, maxLength })

/** Text that must be refused: storable text around a NUL or an unpaired surrogate. */
export const unstorableText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...UNSTORABLE), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`)

/** Anything a client may send as text: any code units, text biased to the hostile ones, and very long text. */
export const hostileText = fc.oneof(
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...UNSTORABLE, 'a', '%', ',', ' ', '\u202e', '\uffff', '😀'),
    maxLength: 20,
  }),
  unstorableText,
  fc.integer({ min: 1, max: 4 }).map((exponent) => 'x'.repeat(3 * 10 ** exponent)),
)

/** Text with a NUL in it: PostgreSQL refuses it in text and jsonb alike. */
export const nulText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`)

/** Text that reaches the server in a URL: lone surrogates become U+FFFD on the way, so NUL is weighted in. */
export const hostileQueryText = fc.oneof(
  hostileText,
  nulText,
  fc.constantFrom('%00', '%ZZ', '%E0%A4%A', '1e309', '-1', 'NaN', '0x10', ' 1', '1,2'),
)

/** JSON text of a value nested `depth` deep (built as text: JSON.stringify would recurse). */
export const nestedJson = (depth: number) =>
  depth % 2 === 0
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** Asserts what every refusal looks like: 4xx, JSON, `{ error: string }`, and for 400 and 413 `issues: string[]`. */
export async function expectTypedRefusal(response: Response): Promise<{ error: string; issues?: string[] }> {
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { error: string; issues?: string[] }
  expect(typeof body.error).toBe('string')
  if (response.status === 400 || response.status === 413) {
    expect(Array.isArray(body.issues)).toBe(true)
    expect(body.issues?.every((issue) => typeof issue === 'string')).toBe(true)
  }
  return body
}
