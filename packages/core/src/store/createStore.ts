/** A minimal observable store: a closure over state and a listener set. */
export interface Store<S> {
  getState(): S
  /** Replaces state with `update(state)`; listeners run only when the result differs. */
  setState(update: (state: S) => S): void
  subscribe(listener: (state: S, previous: S) => void): () => void
}

/** Creates an isolated store; nothing is shared between two stores. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<(state: S, previous: S) => void>()
  return {
    getState: () => state,
    setState(update) {
      const next = update(state)
      if (Object.is(next, state)) return
      const previous = state
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** Subscribes to a derived value: `onChange` runs only when the selected value changes. */
export function watchStore<S, T>(
  store: Pick<Store<S>, 'getState' | 'subscribe'>,
  selector: (state: S) => T,
  onChange: (value: T, previous: T) => void,
  equals: (a: T, b: T) => boolean = Object.is,
): () => void {
  let current = selector(store.getState())
  return store.subscribe((state) => {
    const next = selector(state)
    if (equals(next, current)) return
    const previous = current
    current = next
    onChange(next, previous)
  })
}
