import { defineConfig } from 'vitest/config'

// One vitest project per package; each package's own vitest.config.ts says how it runs
// (plain Node, real browser, with an anvil or SVM fixture, ...).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui-react/vitest.react18.config.ts',
      'apps/*/vitest.config.ts',
      'test-fixtures/*/vitest.config.ts',
    ],
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
