/** Seed of the Bitcoin dev wallet's keys (fixed dev keys; local regtest only). */
export declare const BITCOIN_DEV_SEED: string

/** What the start script pays the wallet's payment address: in a mined block, and waiting in the mempool (sats). */
export declare const BITCOIN_DEV_FUNDING: { confirmed: bigint; unconfirmed: bigint }
