import type { Context } from 'hono'
import * as v from 'valibot'
import { validationError } from './validationError'

// The one gate between the network and the database (RELIABILITY #27): every route reads its query, path, cookie
// and body through the schemas and readers below. Why each rule: PostgreSQL refuses NUL in text and jsonb and an
// unpaired surrogate in jsonb (a 500), node-postgres silently turns one in text into U+FFFD (data changed without a
// word), `new Date` past ±8.64e15 ms is invalid, JSON.parse turns 1e999 into Infinity (stored as null), and
// JSON.stringify recurses (a deep enough value overflows the stack).

/** The largest time `Date` holds, in ms since the epoch. */
export const MAX_DATE_MS = 8.64e15

/** Text PostgreSQL stores exactly as given: no NUL, and well-formed UTF-16 (no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed()
}

/** Any text up to `maxLength` characters that PostgreSQL stores as given. */
export function safeText(maxLength: number) {
  return v.pipe(
    v.string('must be text'),
    v.maxLength(maxLength, `is at most ${maxLength} characters`),
    v.check(isStorableText, 'holds a NUL or an unpaired surrogate'),
  )
}

/** An identifier, token or id: safe text matching the anchored `pattern` (which should bound its length). */
export function safeToken(pattern: RegExp, maxLength = 256) {
  return v.pipe(safeText(maxLength), v.regex(pattern, 'is malformed'))
}

/** A query parameter holding a whole number within [min, max]; absent: `fallback`. Never NaN, Infinity or 1e309. */
export function queryInteger(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  )
}

/**
 * A query parameter holding a comma-separated list (`include=a,b`): split, trimmed, empties dropped, at most
 * `max` items, each matching `item`.
 */
export function commaList(item: RegExp, max: number) {
  return v.optional(
    v.pipe(
      safeText(max * 160),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      ),
      v.maxLength(max, `at most ${max} items`),
      v.check((items) => items.every((part) => item.test(part)), 'an item is malformed'),
    ),
    '',
  )
}

/** A JSON number that is a whole number within [min, max] (for a time: within [0, MAX_DATE_MS]). */
export function safeInteger(min: number, max: number) {
  return v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )
}

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/**
 * Why `value` is not JSON that jsonb stores as given and code may walk, or undefined when it is: containers nested
 * at most `maxDepth` deep, every key and string storable text, every number finite. Walks with its own stack, so a
 * 100,000-deep value costs no call stack.
 */
export function unsafeJsonReason(value: unknown, maxDepth: number): string | undefined {
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next
    if (node === null || typeof node === 'boolean') continue
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return 'a number is out of range'
    } else if (typeof node === 'string') {
      if (!isStorableText(node)) return 'a text holds a NUL or an unpaired surrogate'
    } else if (typeof node !== 'object') {
      return 'not JSON'
    } else if (depth >= maxDepth) {
      return `nested deeper than ${maxDepth}`
    } else if (Array.isArray(node)) {
      for (const item of node) pending.push([item, depth + 1])
    } else {
      for (const [key, item] of Object.entries(node)) {
        if (!isStorableText(key)) return 'a key holds a NUL or an unpaired surrogate'
        pending.push([item, depth + 1])
      }
    }
  }
  return undefined
}

/** A JSON object (free-form: event properties, claimed message fields) that jsonb stores as given, within limits. */
export function safeJsonObject(limits: { maxDepth: number; maxBytes: number }) {
  return v.pipe(
    v.custom<{ [key: string]: JsonValue }>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'must be an object',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const reason = unsafeJsonReason(dataset.value, limits.maxDepth)
      if (reason) addIssue({ message: reason })
      // Measured only once the walk found it shallow: JSON.stringify recurses.
      else if (Buffer.byteLength(JSON.stringify(dataset.value)) > limits.maxBytes)
        addIssue({ message: `larger than ${limits.maxBytes} bytes` })
    }),
  )
}

/** What a reader gives: the valid input, or the 4xx answer to send instead. */
type Read<T> = { ok: true; value: T } | { ok: false; response: Response }

/** The query parameters through `schema`; 400 `{ error, issues }` when it refuses them. */
export function readQuery<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  error: string,
): Read<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, c.req.query())
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, response: validationError(c, error, parsed.issues) }
}

/** A path parameter through `schema`; 400 `{ error, issues }` when it refuses it. */
export function readParam<S extends v.GenericSchema>(
  c: Context,
  name: string,
  schema: S,
  error: string,
): Read<v.InferOutput<S>> {
  const parsed = v.safeParse(v.object({ [name]: schema }), { [name]: c.req.param(name) })
  return parsed.success
    ? { ok: true, value: (parsed.output as Record<string, v.InferOutput<S>>)[name] as v.InferOutput<S> }
    : { ok: false, response: validationError(c, error, parsed.issues) }
}

/**
 * The body's bytes; 'too-large' past `maxBytes` (by its Content-Length, or counted as it streams in); 'unreadable'
 * when the upload breaks off.
 */
async function readBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | 'too-large' | 'unreadable'> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return 'too-large'
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return 'too-large'
      }
      chunks.push(chunk.value)
    }
  } catch {
    return 'unreadable'
  }
  return Buffer.concat(chunks)
}

/**
 * Reads a JSON body through `schema`: 413 `{ error, issues }` past `maxBytes`; 400 when it is not UTF-8 JSON or
 * `schema` refuses it. JSON.parse itself is safe at any depth; depth is the schemas' job (`safeJsonObject`).
 */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: { maxBytes: number; error: string },
): Promise<Read<v.InferOutput<S>>> {
  const bytes = await readBytes(c.req.raw, options.maxBytes)
  if (bytes === 'too-large') {
    const issues = [`(root): at most ${options.maxBytes} bytes`]
    return { ok: false, response: c.json({ error: 'Body too large', issues }, 413) }
  }
  if (bytes === 'unreadable') {
    return {
      ok: false,
      response: c.json({ error: 'Body could not be read', issues: ['(root): upload broke off'] }, 400),
    }
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return {
      ok: false,
      response: c.json({ error: 'Body is not JSON', issues: ['(root): not UTF-8 JSON'] }, 400),
    }
  }
  const parsed = v.safeParse(schema, json)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, response: validationError(c, options.error, parsed.issues) }
}
