import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts', 'examples/**/*.test.ts'] },
})
