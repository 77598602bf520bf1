/** Chains the demo's start script runs (one anvil each), reached through the demo server's same-origin proxy. */
export const DEMO_CHAIN_IDS = [31337, 31338] as const

/** RPC URL of a demo chain (`31337`, `31338` or `solana`), through the demo server (connect-src 'self' only). */
export function demoRpcUrl(origin: string, chain: number | 'solana'): string {
  return `${origin}/rpc/${chain}`
}

/** Seed of the demo's Solana dev wallet key (a fixed dev key, funded by the page's faucet call on load). */
export const SOLANA_DEV_SEED = new Uint8Array(32).fill(7)
