import type { Notice } from '../state/types'

/** After a failed balance fetch, how long fetches are skipped (spec §4, §9). */
export const BALANCE_RETRY_WINDOW_MS = 30_000

/** The toast shown when a balance fetch fails (spec §8). */
export const TOKEN_BALANCE_UNAVAILABLE: Notice = {
  id: 'TOKEN_BALANCE_UNAVAILABLE',
  variant: 'error',
  message: 'Token Balance Unavailable',
}

/**
 * True within 30 s after the failure recorded at `lastRetry`; then the fetch is skipped and the list reads empty.
 * A mark in the future (clock moved back) does not block fetching.
 */
export function shouldSkipBalanceFetch(lastRetry: number | undefined, now: number): boolean {
  if (lastRetry === undefined) return false
  const elapsed = now - lastRetry
  return elapsed >= 0 && elapsed < BALANCE_RETRY_WINDOW_MS
}
