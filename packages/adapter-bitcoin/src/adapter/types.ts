import type { Wallet } from '@wallet-standard/base'
import type { SatsConnectProvider, SatsConnectProviderInfo } from '../wallets/types'

/** Options of `bitcoinAdapter`. */
export interface BitcoinAdapterOptions {
  /** sats-connect providers to offer besides those in `window.btc_providers` (a wallet the host builds, Node tests). */
  providers?: readonly { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[]
  /** Wallet Standard wallets with `bitcoin:connect` to offer besides the discovered ones. */
  wallets?: readonly Wallet[]
  /** Discover wallets in `start()` (`window.btc_providers` and Wallet Standard); default true. */
  discover?: boolean
  /** Timeout of each Esplora request in ms; default 15 000. */
  requestTimeoutMs?: number
}
