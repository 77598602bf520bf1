import type { Notice } from '../state/types'
import type { FlowContext } from './FlowContext'

/** How long the status banner stays hidden when it is replaced (spec §4, §9). */
export const STATUS_REOPEN_MS = 150

/** Shows a toast (snackbar), replacing any current one. */
export function showToast(context: FlowContext, notice: Notice): void {
  context.store.setState((state) => ({ ...state, notices: { ...state.notices, toast: notice } }))
}

/** Shows an alert, replacing any current one. */
export function showAlert(context: FlowContext, notice: Notice): void {
  context.store.setState((state) => ({ ...state, notices: { ...state.notices, alert: notice } }))
}

/**
 * Sets the status banner. Replacing a visible banner hides it first and shows the new one 150 ms later,
 * so the visitor sees that the message changed. Returns a cancel for the pending re-show.
 */
export function setStatus(
  context: FlowContext,
  notice: Notice | undefined,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): () => void {
  const { notices } = context.store.getState()
  if (!notice) {
    context.store.setState((state) => ({
      ...state,
      notices: { ...state.notices, status: undefined, statusVisible: false },
    }))
    return () => {}
  }
  if (!notices.status || !notices.statusVisible) {
    context.store.setState((state) => ({
      ...state,
      notices: { ...state.notices, status: notice, statusVisible: true },
    }))
    return () => {}
  }
  context.store.setState((state) => ({
    ...state,
    notices: { ...state.notices, status: notice, statusVisible: false },
  }))
  const timer = timers.setTimeout(() => {
    context.store.setState((state) =>
      state.notices.status === notice
        ? { ...state, notices: { ...state.notices, statusVisible: true } }
        : state,
    )
  }, STATUS_REOPEN_MS)
  return () => timers.clearTimeout(timer)
}
