// The Stacks dev wallet's fixed local keys, shared by the page (bundled by Vite) and the Node start script.

/** Stacks private key of the demo's Stacks dev wallet (a fixed dev key; local API only). */
export const STACKS_DEV_PRIVATE_KEY = `${'07'.repeat(32)}01`

/** Bitcoin key of the same wallet (its payment and ordinals addresses). */
export const STACKS_DEV_BITCOIN_KEY = '0b'.repeat(32)

/** The balance the local Stacks API reports for the wallet, in micro-STX (1,000 STX). */
export const STACKS_DEV_MICRO_STX = 1_000_000_000n
