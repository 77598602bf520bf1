import { defineProject } from 'vitest/config'
import { oneWorkerForManyFiles } from '../../vitest.preset.ts'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'siwx',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...oneWorkerForManyFiles,
    // The EVM test bed's anvil nodes (its ERC-1271 account and ERC-6492 factory on the first), stopped by PID on teardown.
    // A throwaway PostgreSQL cluster for the PostgreSQL store's tests.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts', './test/postgresGlobalSetup.ts'],
    // Each store test boots its own PGlite (WASM), which takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
})
