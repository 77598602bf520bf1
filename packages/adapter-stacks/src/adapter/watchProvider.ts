import type { StacksProvider, StacksProviderEvent } from '../wallets/types'

/**
 * Listens to a wallet's events (Xverse-style `addListener`, else `on` / `removeListener`) and returns the
 * function that stops listening. Wallets without events (Leather today) are simply not followed.
 */
export function watchProvider(
  provider: StacksProvider,
  handlers: Record<StacksProviderEvent, (payload: unknown) => void>,
): () => void {
  const stops: (() => void)[] = []
  for (const [event, handler] of Object.entries(handlers) as [
    StacksProviderEvent,
    (payload: unknown) => void,
  ][]) {
    try {
      if (typeof provider.addListener === 'function') {
        const off = provider.addListener(event, handler)
        stops.push(typeof off === 'function' ? off : () => provider.removeListener?.(event, handler))
      } else if (typeof provider.on === 'function') {
        provider.on(event, handler)
        stops.push(() => provider.removeListener?.(event, handler))
      }
    } catch {
      // A wallet that refuses an event name is not followed for it.
    }
  }
  return () => {
    for (const stop of stops.splice(0)) {
      try {
        stop()
      } catch {
        // nothing to undo
      }
    }
  }
}
