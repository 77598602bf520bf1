/** Seed of the Solana dev wallet's key (a fixed dev key; local SVM only). */
export declare const SOLANA_DEV_SEED: Uint8Array
/** Seed of the demo SPL token's mint key, so the page knows the mint address the start script creates. */
export declare const SOLANA_MINT_SEED: Uint8Array
/** The demo SPL token (6 decimals), minted on the local SVM at start. */
export declare const DEMO_SPL_TOKEN: { symbol: string; name: string; decimals: number }
/** SOL the start script gives the Solana dev wallet, in lamports (5 SOL). */
export declare const SOLANA_DEV_LAMPORTS: number
/** Demo tokens the start script mints to the Solana dev wallet, in base units (1,000 LDT). */
export declare const SOLANA_DEV_TOKENS: bigint
/** Seed of the demo Solana quote maker's key (the Latch server's swap counterparty; local SVM only). */
export declare const SOLANA_MAKER_SEED: Uint8Array
/** Seeds of the mints the maker trades besides LDT: LDS (well stocked) and LDX (all but empty), 6 decimals each. */
export declare const SOLANA_SWAP_MINT_SEEDS: { LDS: Uint8Array; LDX: Uint8Array }
/** What the maker holds at start, in base units: 100,000 LDT, 50,000 LDS and 0.00001 LDX. */
export declare const SOLANA_MAKER_INVENTORY: { LDT: bigint; LDS: bigint; LDX: bigint }

/** Secret URI of the Polkadot dev wallet's first account (the dev seed's `//Latch//0`; local node only). */
export declare const POLKADOT_DEV_ACCOUNT_URI: string

/** WND the local Substrate node holds for that account, in planck (12.345 WND, 12 decimals). */
export declare const POLKADOT_DEV_PLANCK: bigint
