/** The part of `crypto` used for event ids. */
export type UuidSource = { randomUUID?: () => string } | undefined

/**
 * Makes event ids: `crypto.randomUUID()` where it exists (it does not on plain-http pages), otherwise a
 * per-generator prefix (start time and a random part) plus a counter, unique within the page.
 */
export function createEventIdGenerator(source: UuidSource = globalThis.crypto): () => string {
  const prefix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  let counter = 0
  return () => {
    if (typeof source?.randomUUID === 'function') return source.randomUUID()
    counter += 1
    return `${prefix}-${counter.toString(36)}`
  }
}
