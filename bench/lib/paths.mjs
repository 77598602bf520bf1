import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** bench/ itself. */
export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)))
/** The monorepo root. */
export const REPO_ROOT = dirname(BENCH_DIR)
/** The peers' own npm project (installed by the bench, outside the workspace install). */
export const PEERS_DIR = join(BENCH_DIR, 'peers')
/**
 * The Latch pages' host project (git-ignored): the packed tarballs and React installed with npm, the pages copied
 * in, so they build against the packages exactly as a host installs them.
 */
export const HOST_DIR = join(BENCH_DIR, '.host')
/** Where the bench pages are built (git- and biome-ignored as any dist/). */
export const DIST_DIR = join(BENCH_DIR, 'dist')
/** Where the results are written. */
export const RESULTS_DIR = join(BENCH_DIR, 'results')
/** Debian's chromium and its launch flags, shared with every browser test suite. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '@latch/fixture-chromium'
