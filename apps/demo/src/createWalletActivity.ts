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

/** The prompts a dev wallet showed since the page loaded, as an external store for `useSyncExternalStore`. */
export interface WalletActivity {
  /** Records one request; only prompting methods are kept. */
  record(method: string): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly string[]
}

/** Creates the demo's log of dev wallet prompts. */
export function createWalletActivity(): WalletActivity {
  let prompts: readonly string[] = []
  const listeners = new Set<() => void>()
  return {
    record(method) {
      if (!PROMPT_METHODS.has(method)) return
      prompts = [...prompts, method]
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => prompts,
  }
}
