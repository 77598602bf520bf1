import { configDefaults, defineProject } from 'vitest/config'

// `npm test` runs the demo's files in two vitest processes at once, each with a demo stack of its own: the second
// (LATCH_DEMO_HALF=2) these, the first (LATCH_DEMO_HALF=1) every other one; without LATCH_DEMO_HALF, all of them.
// Balanced by their seconds in a CI run (after each) so both halves end about together, ~670 s each. A new file goes
// to the first half unless listed here; move files when one half's total in "where the time went" runs ahead.
const DEMO_SECOND_HALF = [
  'e2e/walletCatalogue.test.ts', // 127
  'e2e/walletConnect.test.ts', // 97
  'e2e/gallery.test.ts', // 75
  'e2e/swap.test.ts', // 67
  'e2e/evmSendFaults.test.ts', // 51
  'e2e/tabs.test.ts', // 35
  'e2e/socialLogin.test.ts', // 32
  'e2e/onramp.test.ts', // 31
  'e2e/demoStart.test.ts', // 25
  'e2e/evmSign.test.ts', // 23
  'e2e/solanaSend.test.ts', // 19
  'e2e/bitcoin.test.ts', // 15
  'e2e/accountSwitch.test.ts', // 15
  'e2e/viewSelector.test.ts', // 12
  'e2e/embeddedSmartAccount.test.ts', // 10
  'e2e/embeddedSponsoredBatch.test.ts', // 9
  'e2e/embeddedSignIn.test.ts', // 8
  'e2e/embeddedNetwork.test.ts', // 8
  'e2e/latchServer.test.ts', // 6
  'e2e/embeddedMail.test.ts', // 0
  'e2e/demoBundle.test.ts', // 0
  'e2e/ssr.test.tsx', // 0
]
const half = process.env.LATCH_DEMO_HALF
const allFiles = ['e2e/**/*.test.ts', 'e2e/**/*.test.tsx']

// End-to-end tests of the built demo in Debian's chromium (playwright-core), plus server-rendering checks in Node.
export default defineProject({
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'demo',
    environment: 'node',
    include: half === '2' ? DEMO_SECOND_HALF : allFiles,
    exclude: half === '1' ? [...configDefaults.exclude, ...DEMO_SECOND_HALF] : configDefaults.exclude,
    globalSetup: ['./e2e/globalSetup.ts'],
    // 90 s: a flow takes 5-11 s on a quiet machine, and CI runs two demo stacks beside the browser suites on two
    // cores; in stop 54's CI every demo file ran 3-4x slower than that and four flows passed 30 s (both attempts).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // The files of one process share its demo stack (one anvil, one Latch server, ...): one at a time.
    fileParallelism: false,
    // Screenshots attached to the report (the gallery's) are copied here, git-ignored with the rest of test-output.
    attachmentsDir: '../../test-output/demo/attachments',
  },
})
