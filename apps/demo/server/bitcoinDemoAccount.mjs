// The Bitcoin dev wallet's fixed seed and funding, shared by the page (bundled by Vite) and the Node start script.

/** Seed of the Bitcoin dev wallet's keys (fixed dev keys; local regtest only). */
export const BITCOIN_DEV_SEED = 'latch-demo-bitcoin'

/** What the start script pays the wallet's payment address: in a mined block, and waiting in the mempool (sats). */
export const BITCOIN_DEV_FUNDING = { confirmed: 50_000_000n, unconfirmed: 10_000n }
