import { defineProject } from 'vitest/config'

// Builds the example with `next build`, serves it with `next start` on 127.0.0.1 beside an anvil node, and drives
// it in Debian's chromium: server rendering from the connection cookie, hydration, connecting the dev wallet.
export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'example-nextjs',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
