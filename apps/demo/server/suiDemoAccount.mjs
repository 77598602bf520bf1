// The Sui dev wallet's fixed key (local test node only) and what the start script gives it.

/** The Sui dev wallet's Ed25519 secret key: 32 fixed bytes (a dev key; never a real network). */
export const SUI_DEV_SECRET_KEY = Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 11) & 0xff)

/** SUI the start script gives the dev wallet, in MIST (42.5 SUI). */
export const SUI_DEV_MIST = 42_500_000_000n
