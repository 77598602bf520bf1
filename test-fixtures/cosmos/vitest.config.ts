import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-cosmos', environment: 'node', include: ['src/**/*.test.ts'] },
})
