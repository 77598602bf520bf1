import type { Latch } from '@latch/core'
import { useLatchContext } from './useLatchContext'

/**
 * The Latch client of the nearest provider, for the actions the hooks do not cover: pass it to an action of
 * `@latch/core/actions` (`await signMessage(useLatchClient(), { message })`).
 */
export function useLatchClient(): Latch {
  return useLatchContext().client
}
