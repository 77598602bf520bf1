import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'embedded',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
