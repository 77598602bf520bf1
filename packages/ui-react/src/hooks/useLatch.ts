import type { OpenInput } from '@latch/core'
import { useMemo } from 'react'
import { useLatchContext } from './useLatchContext'

/** Opens and closes the modal (AppKit: `useAppKit`). `open({ view, namespace })` starts at a view or namespace. */
export function useLatch(): { open: (input?: OpenInput) => Promise<void>; close: () => void } {
  const { client } = useLatchContext()
  return useMemo(
    () => ({ open: (input?: OpenInput) => client.open(input), close: () => client.close() }),
    [client],
  )
}
