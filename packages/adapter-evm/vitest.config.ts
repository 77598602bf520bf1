import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-evm',
  // Two real anvil nodes (chain ids 31337 and 31338) with the token contracts, stopped by PID on teardown.
  globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
  // The files share those nodes and isolate tests with evm_snapshot / evm_revert, so they run one at a time.
  fileParallelism: false,
})
