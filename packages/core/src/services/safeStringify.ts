/**
 * JSON text of any value that never throws: bigint becomes `"123n"`, a cycle `"[Circular]"`, an Error its
 * name, message, code and cause, a Map or Set an array, a function `"[Function name]"`. Returns undefined for
 * undefined, and `"[Unserialisable]"` when even that fails (a throwing getter or `toJSON`, extreme depth).
 */
export function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, circularSafeReplacer())
  } catch {
    return '"[Unserialisable]"'
  }
}

function circularSafeReplacer(): (this: unknown, key: string, value: unknown) => unknown {
  // The objects on the path from the root to the value being written: only those make a cycle.
  const ancestors: unknown[] = []
  return function replace(this: unknown, _key: string, value: unknown): unknown {
    if (typeof value === 'bigint') return `${value}n`
    if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`
    if (typeof value === 'symbol') return value.toString()
    if (typeof value !== 'object' || value === null) return value
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop()
    if (ancestors.includes(value)) return '[Circular]'
    ancestors.push(value)
    if (value instanceof Error) return describeError(value)
    if (value instanceof Map) return [...value.entries()]
    if (value instanceof Set) return [...value.values()]
    return value
  }
}

function describeError(error: Error): Record<string, unknown> {
  const { code, details } = error as Error & { code?: unknown; details?: unknown }
  return {
    name: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(details !== undefined ? { details } : {}),
    ...(error.cause !== undefined ? { cause: error.cause } : {}),
  }
}
