/** A wallet's entry in `window.wbip_providers` (WBIP004), as @stacks/connect reads it. Untrusted input. */
export interface WbipProviderInfo {
  /** Where the provider object lives on `window`, dot-separated (`LeatherProvider`, `XverseProviders.BitcoinProvider`). */
  id: string
  name: string
  /** Data URL of the wallet's icon. */
  icon?: string
  webUrl?: string
  chromeWebStoreUrl?: string
  mozillaAddOnsUrl?: string
  googlePlayStoreUrl?: string
  iOSAppStoreUrl?: string
}

/** Events the adapter follows, as Xverse's providers name them (`addListener(name, callback)`). */
export type StacksProviderEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** The request interface a Stacks wallet injects (what @stacks/connect's `request` calls underneath). */
export interface StacksProvider {
  /** Resolves with a JSON-RPC 2.0 response (`{ result }` or `{ error }`) or rejects with one. */
  request(method: string, params?: unknown): Promise<unknown>
  /** Xverse-style events; returns the function that removes the listener. */
  addListener?(event: StacksProviderEvent, listener: (payload: unknown) => void): (() => void) | undefined
  /** Node-style events, for wallets that expose them instead. */
  on?(event: StacksProviderEvent, listener: (payload: unknown) => void): unknown
  removeListener?(event: StacksProviderEvent, listener: (payload: unknown) => void): unknown
}

/** A wallet the adapter can offer: its registry entry and its provider. */
export interface StacksWallet {
  info: WbipProviderInfo
  provider: StacksProvider
  /** Set for a wallet reached through a WalletConnect session (connector type `walletConnect`). */
  walletConnect?: true
}

/** One address a wallet reports in `getAddresses` / `wallet_connect` / `wallet_getAccount`. Untrusted. */
export interface WalletAddressEntry {
  address: string
  publicKey?: string
  /** Xverse: 'stacks' | 'payment' | 'ordinals'. */
  purpose?: string
  /** Leather: 'STX' | 'BTC'. */
  symbol?: string
  /** Leather: 'p2wpkh' | 'p2tr'; Xverse calls it addressType. */
  type?: string
  addressType?: string
}
