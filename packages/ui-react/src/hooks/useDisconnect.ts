import type { ChainNamespace } from '@latch/core'
import { disconnect } from '@latch/core/actions'
import { useMemo } from 'react'
import { useLatchContext } from './useLatchContext'

/** Disconnects one namespace (default: the active one) or all of them (AppKit: `useDisconnect`). */
export function useDisconnect(): {
  disconnect: (input?: { namespace?: ChainNamespace; all?: boolean }) => Promise<void>
} {
  const { client } = useLatchContext()
  return useMemo(() => ({ disconnect: (input = {}) => disconnect(client, input) }), [client])
}
