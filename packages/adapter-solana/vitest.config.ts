import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'adapter-solana',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One JSON-RPC server over the real SVM (litesvm) for the whole run; its URL reaches tests via inject().
    globalSetup: ['./test/setup.global.ts'],
  },
})
