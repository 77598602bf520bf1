/**
 * A wallet that announced itself on the page, read from the announcement alone (no chain SDK): an EIP-6963
 * `eip6963:announceProvider` or a Wallet Standard registration. Untrusted: `icon` is shown only when it is an
 * https: or data:image/ URL (the UI's rule for every wallet icon).
 */
export interface AnnouncedWallet {
  name: string
  icon?: string
  /** EIP-6963: the wallet's reverse-DNS id. */
  rdns?: string
  /** Wallet Standard: the wallet's own `id` when it sets one (Mysten's extension). */
  id?: string
  /** Wallet Standard: the chains it lists (`solana:mainnet`, `sui:testnet`, ...); EIP-6963: none. */
  chains: readonly string[]
  /** Wallet Standard: the names of its features (`standard:connect`, ...); EIP-6963: none. */
  features: readonly string[]
}

interface Watcher {
  wallets: Map<unknown, AnnouncedWallet>
  listeners: Set<() => void>
  /** Starts listening for EIP-6963 announcements (once). */
  eip6963(): void
}

// One watcher per window, shared by every adapter and client on the page: a wallet announces once per request.
const watchers = new WeakMap<EventTarget, Watcher>()

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

/** EIP-6963 `detail`: `{ info: { name, icon, rdns }, provider }` with an EIP-1193 provider, else undefined. */
function readEip6963(detail: unknown): [unknown, AnnouncedWallet] | undefined {
  const { info, provider } = (detail ?? {}) as { info?: Record<string, unknown>; provider?: unknown }
  const name = text(info?.name, 64)
  const rdns = info?.rdns
  if (!name || typeof rdns !== 'string' || !rdns || rdns.length > 256) return undefined
  if (typeof (provider as { request?: unknown } | null)?.request !== 'function') return undefined
  const icon = info?.icon
  return [rdns, { name, rdns, ...(typeof icon === 'string' ? { icon } : {}), chains: [], features: [] }]
}

/** A Wallet Standard wallet object read defensively (a hostile one may throw from its getters). */
function readStandard(wallet: unknown): AnnouncedWallet | undefined {
  try {
    const { name, icon, chains, features, id } = wallet as Record<string, unknown>
    const trimmed = text(name, 64)
    if (!trimmed || !Array.isArray(chains) || typeof features !== 'object' || features === null)
      return undefined
    return {
      name: trimmed,
      ...(typeof icon === 'string' ? { icon } : {}),
      ...(typeof id === 'string' && id ? { id } : {}),
      chains: chains.filter((chain): chain is string => typeof chain === 'string'),
      features: Object.keys(features),
    }
  } catch {
    return undefined
  }
}

function startWatcher(target: EventTarget): Watcher {
  let eip6963 = false
  const watcher: Watcher = {
    wallets: new Map(),
    listeners: new Set(),
    eip6963() {
      if (eip6963) return
      eip6963 = true
      target.addEventListener('eip6963:announceProvider', (event) => {
        const read = readEip6963((event as CustomEvent<unknown>).detail)
        if (!read) return
        watcher.wallets.set(...read)
        changed()
      })
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    },
  }
  const changed = () => {
    for (const listener of [...watcher.listeners]) listener()
  }
  const register = (...wallets: unknown[]) => {
    for (const wallet of wallets) {
      const read = readStandard(wallet)
      if (read) watcher.wallets.set(wallet, read)
    }
    changed()
    return () => {
      for (const wallet of wallets) watcher.wallets.delete(wallet)
      changed()
    }
  }
  const api = Object.freeze({ register })
  // Wallet Standard: a wallet registers by the event (when it loads after the app) or answers app-ready.
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    try {
      ;(event as CustomEvent<(api: unknown) => void>).detail(api)
    } catch {}
  })
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return watcher
}

/**
 * Listens on `target` (the window) for wallets announcing themselves, by EIP-6963 (unless `eip6963` is false: the
 * host's `features.eip6963`) and by the Wallet Standard, and asks those already there to announce; calls
 * `onChange` after each announcement. Returns the wallets announced so far. Loads no wallet code: an adapter's
 * first-load shell lists them before its wallet side is in.
 */
export function watchAnnouncedWallets(
  target: EventTarget,
  eip6963: boolean,
  onChange: () => void,
): () => AnnouncedWallet[] {
  let watcher = watchers.get(target)
  if (!watcher) {
    watcher = startWatcher(target)
    watchers.set(target, watcher)
  }
  // Wallets already recorded (answering app-ready as the watcher started, or for an earlier caller) are news too.
  if (watcher.wallets.size > 0) onChange()
  watcher.listeners.add(onChange)
  if (eip6963) watcher.eip6963()
  const { wallets } = watcher
  return () => [...wallets.values()]
}
