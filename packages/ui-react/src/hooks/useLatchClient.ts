import type { LatchClient } from '@latch/core'
import { useLatchContext } from './useLatchContext'

/** The Latch client of the nearest provider, for actions the hooks do not cover. */
export function useLatchClient(): LatchClient {
  return useLatchContext().client
}
