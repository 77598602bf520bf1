import type { DevWallet } from '@latch/fixture-evm'

/** What the prompt panel shows: whether the dev wallet holds prompts, and whether one is open. */
interface PromptControlsSnapshot {
  holding: boolean
  promptOpen: boolean
}

/**
 * Drives the EVM dev wallet's prompt-hold mode from the page, as an external store for `useSyncExternalStore`:
 * the visitor's extension popup that nobody has answered yet, a request the page sent outside Latch (as one left
 * open by an earlier page load), and the visitor approving or rejecting it in the wallet.
 */
export interface PromptControls {
  setHolding(hold: boolean): void
  approve(): void
  reject(): void
  /** Sends eth_requestAccounts straight to the wallet, not through Latch. */
  requestFromPage(): void
  /**
   * The extension goes away (disabled or crashed): open requests and later ones fail with 4900 and the wallet
   * emits `disconnect`. It stays gone until the page reloads; its grant is kept, so the reload reconnects.
   */
  dropConnection(): void
  /** Call after every wallet request: a held prompt may have opened. */
  refresh(): void
  subscribe(listener: () => void): () => void
  getSnapshot(): PromptControlsSnapshot
}

/** Creates the prompt controls of `wallet`. */
export function createPromptControls(wallet: () => DevWallet): PromptControls {
  let snapshot: PromptControlsSnapshot = { holding: false, promptOpen: false }
  let holding = false
  const listeners = new Set<() => void>()
  const refresh = () => {
    const promptOpen = wallet().promptOpen
    if (snapshot.holding === holding && snapshot.promptOpen === promptOpen) return
    snapshot = { holding, promptOpen }
    for (const listener of [...listeners]) listener()
  }
  return {
    setHolding(hold) {
      holding = hold
      wallet().holdPrompts(hold)
      refresh()
    },
    approve() {
      wallet().approvePrompt()
      refresh()
    },
    reject() {
      wallet().rejectPrompt()
      refresh()
    },
    requestFromPage() {
      // The answer (accounts or a rejection) goes nowhere: this is the request a page load that is gone sent.
      wallet()
        .provider.request({ method: 'eth_requestAccounts' })
        .catch(() => {})
      refresh()
    },
    dropConnection() {
      wallet().dropConnection()
      refresh()
    },
    refresh: () => queueMicrotask(refresh),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}
