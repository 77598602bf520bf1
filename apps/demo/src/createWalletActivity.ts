/** Requests that make a real wallet show a prompt to the visitor (read-only calls such as `eth_accounts` do not). */
const PROMPT_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/** What a dev wallet was asked since the page loaded: its prompts in order, and how many requests in all. */
interface WalletActivitySnapshot {
  readonly prompts: readonly string[]
  /** Every request, read-only ones (`eth_accounts`, `eth_chainId`, ...) included. */
  readonly requests: number
}

/** The dev wallet's activity since the page loaded, as an external store for `useSyncExternalStore`. */
export interface WalletActivity {
  /** Records one request; only prompting methods are listed as prompts. */
  record(method: string): void
  subscribe(listener: () => void): () => void
  getSnapshot(): WalletActivitySnapshot
}

/** Creates the demo's log of dev wallet requests. */
export function createWalletActivity(): WalletActivity {
  let snapshot: WalletActivitySnapshot = { prompts: [], requests: 0 }
  const listeners = new Set<() => void>()
  return {
    record(method) {
      const prompts = PROMPT_METHODS.has(method) ? [...snapshot.prompts, method] : snapshot.prompts
      snapshot = { prompts, requests: snapshot.requests + 1 }
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}
