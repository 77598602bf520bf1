import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'fixture-evm',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/node/anvilGlobalSetup.ts'],
    // One pair of anvil nodes per project, isolated per test with evm_snapshot / evm_revert.
    fileParallelism: false,
  },
})
