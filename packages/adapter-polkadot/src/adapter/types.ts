/** Options of `polkadotAdapter`. */
export interface PolkadotAdapterOptions {
  /**
   * The name the extension shows when it asks the visitor to authorise the site (`enable(appName)`);
   * default: the page's title, else its host.
   */
  appName?: string
  /** How long `start()` keeps looking for extensions that inject late, in ms; default 3 000. */
  discoveryWindowMs?: number
  /** Per-request timeout of balance reads, in ms; default 15 000. */
  rpcTimeoutMs?: number
}
