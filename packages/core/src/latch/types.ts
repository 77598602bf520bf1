import type { ChainAdapter } from '../adapter/types'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { LatchState } from '../state/types'
import type { LatchEvent } from './events'

/**
 * What an action runs on: a client made by `createLatch`, with its own store. Every action of
 * `@latch/core/actions` takes it first (`connect(latch, { namespace, connectorId })`); the client's core (its
 * storage, logger, status banner, adapters by namespace) is reached through it privately (`clientCore`).
 */
export interface Latch {
  readonly options: ResolvedOptions
  readonly adapters: readonly ChainAdapter[]

  /** Current state snapshot (immutable; replaced on every change). */
  getState(): LatchState
  /** Calls `listener` after every state change. */
  subscribe(listener: (state: LatchState, previous: LatchState) => void): () => void
  /** Calls `onChange` only when `selector`'s result changes (Object.is unless `equals` given). */
  watch<T>(
    selector: (state: LatchState) => T,
    onChange: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void
  /** Subscribes to client events. */
  onEvent(listener: (event: LatchEvent) => void): () => void

  /**
   * Starts browser work: storage sync across tabs, wallet discovery, reconnect. Call after mount; returns stop.
   * `events` is where the `storage` event is heard (default: the global window, when there is one).
   */
  mount(events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void
  /** Stops timers and listeners. */
  destroy(): void
}
