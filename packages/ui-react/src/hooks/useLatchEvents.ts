import type { LatchEvent } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchContext } from './useLatchContext'

/** The last client event with when it arrived (AppKit: `useAppKitEvents`). */
export interface LatchEventRecord {
  timestamp: number
  data: LatchEvent
}

/** The latest event the client emitted since this component mounted, or undefined before the first. */
export function useLatchEvents(): LatchEventRecord | undefined {
  const { client } = useLatchContext()
  const last = useRef<LatchEventRecord | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.onEvent((event) => {
        last.current = { timestamp: Date.now(), data: event }
        onChange()
      }),
    [client],
  )
  const getSnapshot = useCallback(() => last.current, [])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
