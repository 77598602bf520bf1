import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'fixture-polkadot', environment: 'node', include: ['src/**/*.test.ts'] },
})
