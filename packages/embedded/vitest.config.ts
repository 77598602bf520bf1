import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'embedded',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Anvil nodes (Prague, with Simple7702Account) for the smart-account batches; tests revert their changes.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
    fileParallelism: false,
  },
})
