// `@latch/core/testing`: the adapter contract's in-memory test double, for tests of core, UIs and hosts.

export { workSignal } from '../actions/internal/workSignals'
export { createMemoryStorage } from '../testing/createMemoryStorage'
export type { TestAdapter, TestAdapterOptions } from '../testing/createTestAdapter'
export { createTestAdapter, testSignature } from '../testing/createTestAdapter'
export { loadLatchServices } from '../testing/loadLatchServices'
export { testNetworks } from '../testing/networks'
export type { TestWalletConnect } from '../testing/testWalletConnect.fixture'
export {
  createTestWalletConnect,
  testSession,
  walletConnectTestAdapter,
} from '../testing/testWalletConnect.fixture'
