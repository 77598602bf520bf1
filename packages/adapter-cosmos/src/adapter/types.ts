import type { CosmosWalletSource } from '../wallets/knownWallets'

/** Options of `cosmosAdapter`. */
export interface CosmosAdapterOptions {
  /** Keplr-interface wallets to offer besides the discovered ones (a wallet the host embeds, or Node tests). */
  wallets?: readonly CosmosWalletSource[]
  /** Look for wallet globals and announcements in `start()`; default true. */
  discover?: boolean
  /** Where wallets inject and fire their events; default `window` (read in `start()`, never at import). */
  window?: EventTarget
  /** Per-request timeout of balance reads, in ms; default 15 000. */
  rpcTimeoutMs?: number
}
