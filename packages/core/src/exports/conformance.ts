// `@latch/core/conformance`: the adapter conformance suite, for an adapter's own tests (vitest). A subpath of its
// own so that `@latch/core/testing` and the host entries never import vitest.

export { describeAdapterConformance } from '../conformance/describeAdapterConformance'
export { failingImport, type ImportSwitch } from '../conformance/failingImport'
export type {
  AdapterConformanceOptions,
  ConformanceDiscovery,
  ConformanceSetup,
  ConformanceWallet,
  FirstLoadCheck,
  FirstLoadMeasure,
} from '../conformance/types'
