import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-stacks', environment: 'node', include: ['src/**/*.test.ts'] },
})
