// What core's own tests of the actions share: a client over the test adapter, its storage and events.

import { createLatch } from '../client/createLatch'
import type { LatchEvent } from '../latch/events'
import type { LatchOptions } from '../options/types'
import { createMemoryStorage } from './createMemoryStorage'
import { createTestAdapter } from './createTestAdapter'
import { testNetworks } from './networks'

/** The test adapter's first address (eip155). */
export const ADDRESS = '0x1111111111111111111111111111111111111111'

/** The test wallet on eip155, the one `setupLatch`'s adapter offers. */
export const TEST_WALLET = { namespace: 'eip155', connectorId: 'test-wallet' } as const

/**
 * A client on mainnet and optimism with one eip155 test adapter (its wallet holds 1.5 ETH), in-memory storage,
 * and the events it emitted.
 */
export function setupLatch(overrides: Partial<LatchOptions> = {}) {
  const evm = createTestAdapter({ balance: 1_500_000_000_000_000_000n })
  const storage = createMemoryStorage()
  const client = createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    adapters: [evm],
    storage,
    ...overrides,
  })
  const events: LatchEvent[] = []
  client.onEvent((event) => events.push(event))
  return { client, evm, storage, events }
}

/** The value stored under `latch:<key>` (its `{ v, value }` record's value), or undefined. */
export function stored(storage: ReturnType<typeof createMemoryStorage>, key: string): unknown {
  const raw = storage.dump()[`latch:${key}`]
  return raw === undefined ? undefined : (JSON.parse(raw) as { value: unknown }).value
}

/** How many times the adapter was asked `method`. */
export function requests(adapter: { calls: { method: string }[] }, method: string): number {
  return adapter.calls.filter((call) => call.method === method).length
}
