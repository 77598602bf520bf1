import { isLatchError } from '@latch/core'

/** What the demo shows for a failure: the typed error's fixed message, and its developer details if any. */
export interface DescribedError {
  message: string
  details?: string
}

/** Describes a thrown value for the page. */
export function describeError(error: unknown): DescribedError {
  const message = error instanceof Error ? error.message : String(error)
  const details = isLatchError(error) ? error.details : undefined
  return details ? { message, details } : { message }
}
