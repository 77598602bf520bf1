// Plain ESM (no build step) so that vitest configs, test files and the bench's Node scripts all import it as is.

/** Debian's chromium (installed by scripts/ensure-chromium.mjs); LATCH_CHROMIUM points elsewhere for a local run. */
export const CHROMIUM_PATH = process.env.LATCH_CHROMIUM ?? '/usr/bin/chromium'

/** Headless, no GPU, and no background traffic: a test or bench run talks to 127.0.0.1 only. */
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

/** Options for playwright's `chromium.launch` and for `@vitest/browser-playwright`'s `launchOptions`. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }
}
