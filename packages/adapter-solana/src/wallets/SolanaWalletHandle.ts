import type { Connector } from '@latch/core'
import type { IdentifierString } from '@wallet-standard/base'
import type { WalletAccountInfo } from '../address/toConnectedAccount'

/** What sending needs besides the transaction. */
export interface SendContext {
  /** The plain base58 account that signs and pays. */
  address: string
  /** The Wallet Standard chain (`solana:mainnet`, ...). */
  chain: IdentifierString
  /** The RPC URL of the selected network (the host's override first). */
  rpcUrl: string
  /** Sends a signed wire transaction through the selected network's RPC; resolves with the base58 signature. */
  sendSigned(signed: Uint8Array): Promise<string>
}

/**
 * One wallet as the adapter drives it, whether it came from the Wallet Standard or is a
 * `@solana/wallet-adapter-base` adapter (`@latch/adapter-solana/legacy`). Signing abilities are present only when
 * the wallet has them.
 */
export interface SolanaWalletHandle {
  readonly connector: Connector
  /** The wallet object itself, for `getProvider`. */
  readonly raw: unknown
  /** False while the wallet cannot be offered (a legacy adapter that is not installed or loadable); default true. */
  usable?(): boolean
  /** Asks for the accounts; `silent` restores an earlier grant without a prompt (an empty list when there is none). */
  connect(silent: boolean): Promise<readonly WalletAccountInfo[]>
  disconnect(): Promise<void>
  signMessage?: (address: string, message: Uint8Array) => Promise<Uint8Array>
  /** Signs and sends a serialised (wire-format) transaction; resolves with the base58 signature. */
  sendTransaction(transaction: Uint8Array, context: SendContext): Promise<string>
  /** Calls back when the wallet reports a new account list (empty: disconnected). */
  watchAccounts(onChange: (accounts: readonly WalletAccountInfo[]) => void): () => void
}
