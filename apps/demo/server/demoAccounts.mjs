// The demo's fixed local keys and token, shared by the page (bundled by Vite) and the Node start script.

/** Seed of the Solana dev wallet's key (a fixed dev key; local SVM only). */
export const SOLANA_DEV_SEED = new Uint8Array(32).fill(7)

/** Seed of the demo SPL token's mint key, so the page knows the mint address the start script creates. */
export const SOLANA_MINT_SEED = new Uint8Array(32).fill(11)

/** The demo SPL token (6 decimals), minted on the local SVM at start. */
export const DEMO_SPL_TOKEN = { symbol: 'LDT', name: 'Latch Demo Token', decimals: 6 }

/** SOL the start script gives the Solana dev wallet, in lamports (5 SOL). */
export const SOLANA_DEV_LAMPORTS = 5_000_000_000

/** Demo tokens the start script mints to the Solana dev wallet, in base units (1,000 LDT). */
export const SOLANA_DEV_TOKENS = 1_000_000_000n

/** Seed of the demo Solana quote maker's key (the Latch server's swap counterparty; local SVM only). */
export const SOLANA_MAKER_SEED = new Uint8Array(32).fill(13)

/** Seeds of the mints the maker trades besides LDT: LDS (well stocked) and LDX (all but empty), 6 decimals each. */
export const SOLANA_SWAP_MINT_SEEDS = { LDS: new Uint8Array(32).fill(17), LDX: new Uint8Array(32).fill(19) }

/** What the maker holds at start, in base units: 100,000 LDT, 50,000 LDS and 0.00001 LDX. */
export const SOLANA_MAKER_INVENTORY = { LDT: 100_000_000_000n, LDS: 50_000_000_000n, LDX: 10n }

/** Secret URI of the Polkadot dev wallet's first account (the dev seed's `//Latch//0`; local node only). */
export const POLKADOT_DEV_ACCOUNT_URI = '//Latch//0'

/** WND the local Substrate node holds for that account, in planck (12.345 WND, 12 decimals). */
export const POLKADOT_DEV_PLANCK = 12_345_000_000_000n
