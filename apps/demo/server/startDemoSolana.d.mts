/**
 * Starts the SVM server on a free 127.0.0.1 port, airdrops 5 SOL to the dev wallet, creates the demo SPL mint
 * (6 decimals, at the address of `SOLANA_MINT_SEED`) and mints 1,000 tokens to the dev wallet.
 */
export declare function startDemoSolana(): Promise<{ url: string; mint: string; close(): Promise<void> }>
