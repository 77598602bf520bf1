import { defineProject } from 'vitest/config'
import { oneWorkerForManyFiles } from '../../vitest.preset.ts'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts'],
    ...oneWorkerForManyFiles,
  },
})
