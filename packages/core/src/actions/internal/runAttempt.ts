import { RequestAlreadyPendingError } from '../../errors/catalogue'
import { toLatchError } from '../../errors/toLatchError'
import type { AttemptPhase, AttemptsState, LatchState } from '../../state/types'
import type { FlowContext } from './flowContext'

/** The wallet requests a view starts and records in `state.attempts`. */
type AttemptKind = keyof AttemptsState

function patchAttempt<K extends AttemptKind>(
  state: LatchState,
  kind: K,
  attempt: NonNullable<AttemptsState[K]>,
): LatchState {
  return { ...state, attempts: { ...state.attempts, [kind]: attempt } }
}

/**
 * Runs one wallet request for a view and records its phase in `state.attempts[kind]`. While a request for the
 * same target has not settled, asking again re-uses it: the wallet never gets a second request (it would answer
 * -32002, or open a second prompt). After the wallet answered that a request was already waiting in it, the next
 * try only checks whether that request was approved (`ifWaiting`), without asking again.
 */
export function runAttempt<K extends AttemptKind>(
  context: FlowContext,
  kind: K,
  target: Omit<NonNullable<AttemptsState[K]>, 'phase' | 'error'>,
  isSameTarget: (attempt: NonNullable<AttemptsState[K]>) => boolean,
  request: { ask: () => Promise<unknown>; ifWaiting: () => Promise<unknown> },
): Promise<void> {
  const key = `${kind}:${JSON.stringify(target)}`
  const record = (phase: AttemptPhase, error?: unknown) =>
    context.store.setState((state) => {
      const current = state.attempts[kind]
      // A request that settles after the visitor moved on to another target does not overwrite that one.
      if (phase !== 'pending' && current && !isSameTarget(current)) return state
      return patchAttempt(state, kind, {
        ...target,
        phase,
        ...(error === undefined ? {} : { error: toLatchError(error) }),
      } as NonNullable<AttemptsState[K]>)
    })
  const running = context.inFlight.get(key)
  if (running) {
    const current = context.store.getState().attempts[kind]
    if (!current || !isSameTarget(current) || current.phase !== 'pending') record('pending')
    return running
  }
  const previous = context.store.getState().attempts[kind]
  const waiting =
    previous !== undefined && isSameTarget(previous) && previous.error instanceof RequestAlreadyPendingError
  record('pending')
  const run = (waiting ? request.ifWaiting() : request.ask()).then(
    () => record('success'),
    (error: unknown) => record('error', error),
  )
  const settled = run.finally(() => context.inFlight.delete(key))
  context.inFlight.set(key, settled)
  return settled
}
