import type { LatchClient } from './types'

// Each client's engine loader, kept outside the public LatchClient shape (tests and `@latch/core/testing` read it).
const loaders = new WeakMap<LatchClient, () => Promise<unknown>>()

/** Records how `client` loads its engine. */
export function registerEngineLoader(client: LatchClient, load: () => Promise<unknown>): void {
  loaders.set(client, load)
}

/**
 * Loads the engine of a client made by `createLatch` (flows, chain data, analytics, sign-in services) and resolves
 * once it is there, so a test can act on what a page has once the modal opened. Resolves at once for other objects.
 */
export async function loadLatchEngine(client: LatchClient): Promise<void> {
  await loaders.get(client)?.()
}
