import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-bitcoin', environment: 'node', include: ['src/**/*.test.ts'] },
})
