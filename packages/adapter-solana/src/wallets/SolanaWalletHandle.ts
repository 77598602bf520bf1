import type { Connector } from '@latch/core'
import type { Connection, Transaction } from '@solana/web3.js'
import type { IdentifierString } from '@wallet-standard/base'
import type { WalletAccountInfo } from '../address/toConnectedAccount'

/** What sending needs besides the transaction. */
export interface SendContext {
  /** The plain base58 account that signs and pays. */
  address: string
  /** The Wallet Standard chain (`solana:mainnet`, ...). */
  chain: IdentifierString
  /** The RPC of the selected network, for wallets that only sign. */
  connection: Connection
}

/**
 * One wallet as the adapter drives it, whether it came from the Wallet Standard or is a
 * `@solana/wallet-adapter-base` adapter. Signing abilities are present only when the wallet has them.
 */
export interface SolanaWalletHandle {
  readonly connector: Connector
  /** The wallet object itself, for `getProvider`. */
  readonly raw: unknown
  /** Asks for the accounts; `silent` restores an earlier grant without a prompt (an empty list when there is none). */
  connect(silent: boolean): Promise<readonly WalletAccountInfo[]>
  disconnect(): Promise<void>
  signMessage?: (address: string, message: Uint8Array) => Promise<Uint8Array>
  /** Signs and sends; resolves with the base58 signature. */
  sendTransaction(transaction: Transaction, context: SendContext): Promise<string>
  /** Calls back when the wallet reports a new account list (empty: disconnected). */
  watchAccounts(onChange: (accounts: readonly WalletAccountInfo[]) => void): () => void
}
