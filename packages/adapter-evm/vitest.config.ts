import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'adapter-evm',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Two real anvil nodes (chain ids 31337 and 31338) with the token contracts, stopped by PID on teardown.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
    // The files share those nodes and isolate tests with evm_snapshot / evm_revert, so they run one at a time.
    fileParallelism: false,
  },
})
