/** Key-value storage the SDK keeps its pairings and session in (default: IndexedDB in a browser). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Options of `walletConnect`. */
export interface WalletConnectOptions {
  /** The relay's WebSocket URL: a self-hosted relay keeps everything on the host's machines (default: the SDK's). */
  relayUrl?: string
  /** What the wallet shows about the app (default: the page's title and origin). */
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** The SDK's telemetry; default false (nothing is sent). */
  telemetry?: boolean
  /**
   * The SDK's browser verify step (a hidden iframe from the vendor's verify server on every proposal); default false.
   * Off, no request leaves for it and nothing waits on it offline or with a self-hosted relay.
   */
  verify?: boolean
  /** Where the SDK stores its session (default: the SDK's own, IndexedDB in a browser). */
  storage?: WalletConnectStorage
  /** Prefix of the SDK's storage keys (two clients in one page or process). */
  storagePrefix?: string
  /** A pairing URI nobody scanned expires after this (default 5 min, the SDK's proposal expiry). RELIABILITY #24. */
  pairingExpiryMs?: number
  /** The relay must answer within this, or the pairing ends with an actionable error (default 10 s). */
  relayTimeoutMs?: number
  /** A request the wallet has not answered expires after this many seconds (default 300, the protocol's minimum). */
  requestExpirySeconds?: number
  /** The SDK's log level (default 'silent': the URI and messages are never logged). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
}
