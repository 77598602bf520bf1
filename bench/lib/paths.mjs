import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** bench/ itself. */
export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)))
/** The monorepo root. */
export const REPO_ROOT = dirname(BENCH_DIR)
/** The peers' own npm project (installed by the bench, outside the workspace install). */
export const PEERS_DIR = join(BENCH_DIR, 'peers')
/** Where the bench pages are built (git- and biome-ignored as any dist/). */
export const DIST_DIR = join(BENCH_DIR, 'dist')
/** Where the results are written. */
export const RESULTS_DIR = join(BENCH_DIR, 'results')
/** Debian's chromium; never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'
/** Launch flags shared with the test suites (see shared TESTING.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
