/** Whether `error` (or an error it wraps, as drizzle wraps the driver's) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
