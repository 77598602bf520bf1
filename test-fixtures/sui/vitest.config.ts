import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-sui', environment: 'node', include: ['src/**/*.test.ts'] },
})
