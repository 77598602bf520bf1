import { defineConfig } from 'vitest/config'

// One vitest project per package; each package's own vitest.config.ts says how it runs
// (plain Node, real browser, with an anvil or SVM fixture, ...).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui-react/vitest.*.config.ts',
      'apps/*/vitest.config.ts',
      'test-fixtures/*/vitest.config.ts',
    ],
    // The official sign-client 2.21.8 rejects, in its own message queue and outside any promise a test holds, when a
    // session-delete request reaches it twice ('Record was recently deleted'): the relay delivers at least once and
    // sends again what a client had not acknowledged when the socket went. That one SDK rejection only; every other
    // unhandled error still fails the run.
    onUnhandledError: (error) => !/Record was recently deleted - session/.test(error.message ?? ''),
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/exports/**', '**/types.ts'],
      // The foundation's bar: packages/core keeps at least 90% of its lines covered.
      thresholds: { 'packages/core/src/**': { lines: 90 } },
    },
  },
})
