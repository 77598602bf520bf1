import type { Wallet } from '@wallet-standard/base'
import type { SolanaCommitment } from '../rpc/createRpcClient'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'

/** Options of `solanaAdapter`. */
export interface SolanaAdapterOptions {
  /** Wallet Standard wallets to offer besides the discovered ones (a wallet the host builds, or Node tests). */
  wallets?: readonly Wallet[]
  /**
   * Wallets that only exist as `@solana/wallet-adapter-base` adapters, each wrapped by `fromWalletAdapter` from
   * `@latch/adapter-solana/legacy` (which needs the optional peers `@solana/wallet-adapter-base` and
   * `@solana/web3.js`).
   */
  adapters?: readonly SolanaWalletHandle[]
  /** Discover Wallet Standard wallets through `getWallets()` in `start()`; default true. */
  discover?: boolean
  /** Commitment for reads and for waiting on a sent transfer; default `confirmed`. */
  commitment?: SolanaCommitment
  /** Per-request RPC timeout in ms; default 15 000. */
  rpcTimeoutMs?: number
  /** How long `sendTransfer` waits for the transaction to land, in ms; default 60 000. */
  confirmTimeoutMs?: number
}
