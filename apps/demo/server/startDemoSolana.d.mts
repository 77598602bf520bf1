/**
 * Starts the SVM server on a free 127.0.0.1 port, airdrops 5 SOL to the dev wallet, creates the demo SPL mint
 * (6 decimals, at the address of `SOLANA_MINT_SEED`) and mints 1,000 tokens to the dev wallet. The Latch server's
 * quote maker (`SOLANA_MAKER_SEED`) gets its inventory: LDT, and the LDS and LDX mints it alone holds.
 */
export declare function startDemoSolana(): Promise<{
  url: string
  mint: string
  /** The mints the Latch server's quote maker trades, by symbol (LDT, LDS, LDX). */
  swapMints: Record<string, string>
  close(): Promise<void>
}>
