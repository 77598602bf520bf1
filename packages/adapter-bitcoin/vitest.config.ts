import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'adapter-bitcoin',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One Esplora-compatible server over a regtest chain for the whole run; its URL reaches tests via inject().
    globalSetup: ['./test/setup.global.ts'],
  },
})
