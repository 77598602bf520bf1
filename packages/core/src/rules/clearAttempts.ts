import type { LatchState } from '../state/types'

/** Forgets the recorded attempts (a new visit to a view starts its own); requests in flight stay shared. */
export function clearAttempts(state: LatchState): LatchState {
  return state.attempts.connect || state.attempts.switchNetwork ? { ...state, attempts: {} } : state
}
