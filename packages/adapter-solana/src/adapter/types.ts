import type { Adapter } from '@solana/wallet-adapter-base'
import type { Commitment } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'

/** Options of `solanaAdapter`. */
export interface SolanaAdapterOptions {
  /** Wallet Standard wallets to offer besides the discovered ones (a wallet the host builds, or Node tests). */
  wallets?: readonly Wallet[]
  /** `@solana/wallet-adapter-base` adapters for wallets not on the Wallet Standard. */
  adapters?: readonly Adapter[]
  /** Discover Wallet Standard wallets through `getWallets()` in `start()`; default true. */
  discover?: boolean
  /** Commitment for reads and for waiting on a sent transfer; default `confirmed`. */
  commitment?: Commitment
  /** Per-request RPC timeout in ms; default 15 000. */
  rpcTimeoutMs?: number
  /** How long `sendTransfer` waits for the transaction to land, in ms; default 60 000. */
  confirmTimeoutMs?: number
}
