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

/** Secret URI of the Polkadot dev wallet's first account (the dev seed's `//Latch//0`; local node only). */
export const POLKADOT_DEV_ACCOUNT_URI = '//Latch//0'

/** WND the local Substrate node holds for that account, in planck (12.345 WND, 12 decimals). */
export const POLKADOT_DEV_PLANCK = 12_345_000_000_000n
