/**
 * What an error's details say about an input that failed a check: the text itself, or only its type for anything
 * else. `String(value)` would throw on a value without a prototype or with a throwing `toString`.
 */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') return value
  return value === null ? 'null' : typeof value
}
