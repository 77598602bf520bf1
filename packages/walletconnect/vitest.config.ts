import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'walletconnect',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The EVM test bed's anvil nodes (eth_sendTransaction lands there), stopped by PID on teardown.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
})
