import { useEffect, useReducer } from 'react'
import { chunkLoader } from '../shared/chunkLoader'

const loginParts = chunkLoader(() => import('./loginParts'))

/**
 * Loads the parts' chunk (the modal's idle prefetch does, before the hidden pre-render of Connect, when the host has
 * the embedded wallet: the pre-render then renders them at once, not in a second pass).
 */
export const loadLoginParts = loginParts.load

/**
 * The e-mail field, social buttons and passkey login once their chunk is in (undefined before; `needed`: the view shows one), and
 * a re-render when it arrives. Not React.lazy: a suspended part in the hidden pre-render of Connect made React hold
 * about 150 KiB more JS heap (issue 39).
 */
export function useLoginParts(needed: boolean): typeof import('./loginParts') | undefined {
  const parts = loginParts.loaded()
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!needed || parts) return
    let live = true
    loginParts.load().then(
      () => {
        if (live) arrived()
      },
      // The next render of the view retries (the loader forgets a failed chunk).
      () => {},
    )
    return () => {
      live = false
    }
  }, [needed, parts])
  return parts
}
