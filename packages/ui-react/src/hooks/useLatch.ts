import type { OpenInput } from '@latch/core'
import { close, open } from '@latch/core/actions'
import { useMemo } from 'react'
import { useLatchContext } from './useLatchContext'

/** Opens and closes the modal (AppKit: `useAppKit`). `open({ view, namespace })` starts at a view or namespace. */
export function useLatch(): { open: (input?: OpenInput) => Promise<void>; close: () => void } {
  const { client } = useLatchContext()
  return useMemo(
    () => ({ open: (input?: OpenInput) => open(client, input), close: () => close(client) }),
    [client],
  )
}
