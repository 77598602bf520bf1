import type { LatchState, Notice } from '../state/types'
import type { Store } from '../store/createStore'

/** How long the status banner stays hidden when it is replaced (spec §4, §9). */
export const STATUS_REOPEN_MS = 150

/** The status banner of one client: at most one pending re-show at a time. */
export interface StatusBanner {
  /**
   * Sets the banner (undefined hides it). Replacing a visible banner hides it first and shows the new one 150 ms
   * later, so the visitor sees that the message changed; a newer call cancels a pending re-show.
   */
  set(notice: Notice | undefined): void
  /** Cancels a pending re-show (the client is being destroyed). */
  dispose(): void
}

type NoticesStore = Pick<Store<LatchState>, 'getState' | 'setState'>

/** Creates the status banner of one client's store. */
export function createStatusBanner(
  store: NoticesStore,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): StatusBanner {
  let pending: ReturnType<typeof setTimeout> | undefined
  const cancelPending = () => {
    if (pending !== undefined) timers.clearTimeout(pending)
    pending = undefined
  }
  const write = (status: Notice | undefined, statusVisible: boolean) =>
    store.setState((state) => ({ ...state, notices: { ...state.notices, status, statusVisible } }))
  return {
    set(notice) {
      cancelPending()
      const { notices } = store.getState()
      if (!notice) return write(undefined, false)
      if (!notices.status || !notices.statusVisible) return write(notice, true)
      write(notice, false)
      pending = timers.setTimeout(() => {
        pending = undefined
        if (store.getState().notices.status === notice) write(notice, true)
      }, STATUS_REOPEN_MS)
    },
    dispose: cancelPending,
  }
}
