import { defineProject } from 'vitest/config'

export default defineProject({
  // Workspace packages (the siwx store, the adapters' verifiers) from their sources, as every other project.
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/pgliteFromTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
