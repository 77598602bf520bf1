import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'siwx',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One anvil node (for the ERC-1271 / ERC-6492 accounts), stopped by PID on teardown.
    globalSetup: ['../../test-fixtures/evm/src/node/anvilGlobalSetup.ts'],
  },
})
