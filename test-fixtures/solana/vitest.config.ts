import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-solana', environment: 'node', include: ['src/**/*.test.ts'] },
})
