/** Debian's chromium (installed by scripts/ensure-chromium.mjs); LATCH_CHROMIUM points elsewhere for a local run. */
export declare const CHROMIUM_PATH: string
/** Headless, no GPU, and no background traffic: a test or bench run talks to 127.0.0.1 only. */
export declare const CHROMIUM_ARGS: readonly string[]
/** Options for playwright's `chromium.launch` and for `@vitest/browser-playwright`'s `launchOptions`. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] }
