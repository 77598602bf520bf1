// `@latch/core/testing`: the adapter contract's in-memory test double, for tests of core, UIs and hosts.
export { createTestAdapter } from '../testing/createTestAdapter'
export type { TestAdapter, TestAdapterOptions } from '../testing/createTestAdapter'
export { createMemoryStorage } from '../testing/createMemoryStorage'
export { testNetworks } from '../testing/networks'
