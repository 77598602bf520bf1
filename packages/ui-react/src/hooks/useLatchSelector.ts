import type { LatchState } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from './shallowEqual'
import { useLatchContext } from './useLatchContext'

/**
 * Reads a slice of the client state through `useSyncExternalStore`: the component re-renders only when the
 * selected value changes (shallowly, unless `equals` is given). Server rendering reads the same snapshot.
 */
export function useLatchSelector<T>(
  selector: (state: LatchState) => T,
  equals: (a: T, b: T) => boolean = shallowEqual,
): T {
  const { client } = useLatchContext()
  const cache = useRef<{ state: LatchState; selector: (state: LatchState) => T; value: T } | undefined>(
    undefined,
  )
  const selectorRef = useRef(selector)
  selectorRef.current = selector
  const getSnapshot = useCallback((): T => {
    const state = client.getState()
    const selector = selectorRef.current
    const previous = cache.current
    // A selector closing over props changes with them: the cache is valid for one state and one selector.
    if (previous && previous.state === state && previous.selector === selector) return previous.value
    const value = selector(state)
    if (previous && equals(previous.value, value)) {
      cache.current = { state, selector, value: previous.value }
      return previous.value
    }
    cache.current = { state, selector, value }
    return value
  }, [client, equals])
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
