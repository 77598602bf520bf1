import type { Connector, WalletConnectSession } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'

/** A sats-connect JSON-RPC answer: `{ result }` or `{ error: { code, message } }`. */
export interface SatsConnectResponse {
  jsonrpc?: string
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown }
}

/** The sats-connect provider request interface a wallet injects (the object at its `btc_providers` id). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse | unknown>
  /** `accountChange`, `networkChange` and `disconnect` events; their payloads are checked by the adapter. */
  addListener?(input: { eventName: string; cb: (event: never) => void }): unknown
}

/** A wallet's entry in `window.btc_providers` (sats-connect's `Provider`). */
export interface SatsConnectProviderInfo {
  /** Dot path of the provider object on `window`, e.g. `XverseProviders.BitcoinProvider`. */
  id: string
  name: string
  icon?: string
  webUrl?: string
  methods?: readonly string[]
}

/** A wallet the adapter found, before anything of it is used. */
export type FoundWallet =
  | {
      kind: 'sats-connect'
      connector: Connector
      info: SatsConnectProviderInfo
      provider: SatsConnectProvider
    }
  | { kind: 'standard'; connector: Connector; wallet: Wallet }
  | { kind: 'walletConnect'; connector: Connector; session: WalletConnectSession }
