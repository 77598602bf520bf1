import { defineProject } from 'vitest/config'
import { oneWorkerForManyFiles } from '../../vitest.preset.ts'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts'],
    // 30 s as the other node projects (vitest.preset.ts): a CPU-bound property suite (3,000 cases) took over 5 s once
    // on a loaded CI machine.
    testTimeout: 30_000,
    ...oneWorkerForManyFiles,
  },
})
