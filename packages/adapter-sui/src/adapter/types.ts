import type { Wallet } from '@mysten/wallet-standard'

/** Options of `suiAdapter`. */
export interface SuiAdapterOptions {
  /** Wallet Standard wallets to offer besides the discovered ones (a wallet the host builds, or Node tests). */
  wallets?: readonly Wallet[]
  /** Discover Wallet Standard wallets through `getWallets()` in `start()`; default true. */
  discover?: boolean
  /** Per-request RPC timeout in ms; default 15 000. */
  rpcTimeoutMs?: number
}
