import { defineProject } from 'vitest/config'

// End-to-end tests of the built demo in Debian's chromium (playwright-core), plus server-rendering checks in Node.
export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'demo',
    environment: 'node',
    include: ['e2e/**/*.test.ts', 'e2e/**/*.test.tsx'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Screenshots attached to the report (the gallery's) are copied here, git-ignored with the rest of test-output.
    attachmentsDir: '../../test-output/demo/attachments',
  },
})
