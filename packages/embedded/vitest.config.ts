import { defineProject } from 'vitest/config'
import { oneWorkerForManyFiles } from '../../vitest.preset.ts'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'embedded',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...oneWorkerForManyFiles,
    // Anvil nodes (Prague, with Simple7702Account) for the smart-account batches; tests revert their changes.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
    fileParallelism: false,
  },
})
