import type { KeplrLike } from './keplrInterface'

/** A Keplr-interface wallet found under a global of the page. */
export interface KnownCosmosWallet {
  id: string
  name: string
  /** Where the wallet injects its Keplr-interface object. */
  find(target: Record<string, unknown>): unknown
  /** The window event it fires when the visitor changes account (or key store). */
  keystoreEvent: string
}

type Nested = Record<string, Record<string, unknown> | undefined> | undefined
const at = (target: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Nested)?.[key], target)

/**
 * The Keplr-interface wallets Latch looks for, most specific first: a wallet that also answers as
 * `window.keplr` (Leap and Cosmostation can) is listed once, under its own name.
 */
export const KNOWN_COSMOS_WALLETS: readonly KnownCosmosWallet[] = [
  { id: 'leap', name: 'Leap Wallet', find: (w) => at(w, ['leap']), keystoreEvent: 'leap_keystorechange' },
  {
    id: 'cosmostation',
    name: 'Cosmostation',
    find: (w) => at(w, ['cosmostation', 'providers', 'keplr']),
    keystoreEvent: 'cosmostation_keystorechange',
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    find: (w) => at(w, ['okxwallet', 'keplr']),
    keystoreEvent: 'okxwallet_keystorechange',
  },
  {
    id: 'station',
    name: 'Station',
    find: (w) => at(w, ['station', 'keplr']),
    keystoreEvent: 'station_wallet_change',
  },
  { id: 'keplr', name: 'Keplr', find: (w) => at(w, ['keplr']), keystoreEvent: 'keplr_keystorechange' },
]

/** A wallet the host hands the adapter, or one that announced itself (see `ANNOUNCE_WALLET_EVENT`). */
export interface CosmosWalletSource {
  id: string
  name: string
  /** https: or data:image URL; shown only when the UI accepts it. */
  icon?: string
  provider: KeplrLike
  /** The window event it fires when its key changes. */
  keystoreEvent?: string
}
