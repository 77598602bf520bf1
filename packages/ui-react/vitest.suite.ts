import { chromiumLaunchOptions } from '@latch/fixture-chromium'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'

// The files that test the first load: which chunks and catalogues a page has fetched, module-level caches seen empty,
// a module mocked before its first import. Each needs a page whose modules have not run yet.
const FIRST_LOAD_FILES = [
  'src/i18n/createTranslator.test.ts',
  'src/i18n/localeChoice.test.tsx',
  'src/modal/prefetch.test.tsx',
  'src/views/OnRamp/OnRamp.test.tsx',
  'src/wallets/catalogue/walletCatalogue.test.ts',
]

/**
 * The ui-react browser suite in Chromium, as two vitest projects. `shared page`: every other file, one after another
 * in one page that keeps its modules (isolate off), as an app keeps them; a fresh page per file re-ran the whole
 * module graph and took about 60% of the suite's CPU. `first load`: FIRST_LOAD_FILES, each in a fresh page.
 */
export function uiReactSuite(name: string, page: 'shared page' | 'first load') {
  const firstLoad = page === 'first load'
  return defineProject({
    resolve: { conditions: ['@latch/source'] },
    ssr: { resolve: { conditions: ['@latch/source'] } },
    // Each project optimizes its dependencies in a cache of its own: the projects start side by side.
    cacheDir: `node_modules/.vite-${name}`,
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@testing-library/react',
        'axe-core',
      ],
    },
    test: {
      name,
      include: firstLoad ? FIRST_LOAD_FILES : ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      exclude: firstLoad ? [] : FIRST_LOAD_FILES,
      isolate: firstLoad,
      // 30 s, not the browser mode's 15: CI runs this suite beside two demo stacks on two cores, where one long view
      // test (WalletSend's Max → preview → Send) ran past 15 s.
      testTimeout: 30_000,
      setupFiles: ['./src/test/setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
      },
    },
  })
}
