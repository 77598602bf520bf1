import type { StacksAdapterOptions } from '../adapter/types'
import { readProviderInfo } from './readProviderInfo'
import type { StacksProvider, StacksWallet, WbipProviderInfo } from './types'

/**
 * Wallets @stacks/connect offers without a registry entry, found by their global alone (its default provider
 * list; icons come from the registry entry when the wallet writes one).
 */
const KNOWN_PROVIDERS: readonly WbipProviderInfo[] = [
  { id: 'LeatherProvider', name: 'Leather' },
  { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' },
  { id: 'FordefiProviders.UtxoProvider', name: 'Fordefi' },
]

// Wallets inject at document start, but some register late; @stacks/connect reads the registry when its modal
// opens. Latch lists wallets before that, so it looks again a few times after start, and whenever the page
// regains focus (and before a connect).
const RESCAN_DELAYS_MS = [0, 250, 1000, 3000]

type Scope = Record<string, unknown>

const providerAt = (scope: Scope, id: string): StacksProvider | undefined => {
  let value: unknown = scope
  for (const part of id.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Scope)[part]
  }
  const provider = value as StacksProvider | undefined
  return typeof provider === 'object' && provider !== null && typeof provider.request === 'function'
    ? provider
    : undefined
}

const registryEntries = (scope: Scope): unknown[] => [
  ...(Array.isArray(scope.webbtc_stx_providers) ? scope.webbtc_stx_providers : []),
  ...(Array.isArray(scope.wbip_providers) ? scope.wbip_providers : []),
]

/** Reads the installed Stacks wallets of `scope` (a window): registry entries first, then known globals. */
export function scanProviders(scope: Scope): StacksWallet[] {
  const found = new Map<string, StacksWallet>()
  for (const info of [...registryEntries(scope).map(readProviderInfo), ...KNOWN_PROVIDERS]) {
    if (!info || found.has(info.id)) continue
    const provider = providerAt(scope, info.id)
    if (provider) found.set(info.id, { info, provider })
  }
  return [...found.values()]
}

/** The wallets a `stacksAdapter` offers: the host's own plus those discovered on `window` after `start()`. */
export interface ProviderRegistry {
  start(): void
  list(): readonly StacksWallet[]
  get(id: string): StacksWallet | undefined
  /** Lists a wallet reached through a session (WalletConnect) after the others; undefined removes it. */
  setSessionWallet(wallet: StacksWallet | undefined): void
}

/** Creates the registry; `onChange` runs when the discovered list changes (late injection). */
export function createProviderRegistry(
  options: Pick<StacksAdapterOptions, 'wallets' | 'discover'>,
  onChange: (removedIds: string[]) => void,
): ProviderRegistry {
  const own = options.wallets ?? []
  let discovered: StacksWallet[] = []
  let sessionWallet: StacksWallet | undefined
  let started = false
  const all = (): StacksWallet[] => {
    const ownIds = new Set(own.map((wallet) => wallet.info.id))
    const listed = [...own, ...discovered.filter((wallet) => !ownIds.has(wallet.info.id))]
    return sessionWallet ? [...listed, sessionWallet] : listed
  }
  const rescan = () => {
    const scope = (globalThis as unknown as { window?: Scope }).window
    if (!scope || !(options.discover ?? true)) return
    const next = scanProviders(scope)
    const key = (list: StacksWallet[]) =>
      list.map((wallet) => `${wallet.info.id}\u0000${wallet.info.name}`).join()
    if (
      key(next) === key(discovered) &&
      next.every((wallet, index) => wallet.provider === discovered[index]?.provider)
    )
      return
    const nextIds = new Set(next.map((wallet) => wallet.info.id))
    const removed = discovered
      .filter((wallet) => !nextIds.has(wallet.info.id))
      .map((wallet) => wallet.info.id)
    discovered = next
    onChange(removed)
  }
  return {
    setSessionWallet(wallet) {
      const removed = sessionWallet && !wallet ? [sessionWallet.info.id] : []
      sessionWallet = wallet
      onChange(removed)
    },
    start: () => {
      if (started) return
      started = true
      rescan()
      for (const delay of RESCAN_DELAYS_MS) setTimeout(rescan, delay)
      const scope = (globalThis as { window?: Window }).window
      scope?.addEventListener?.('load', rescan, { once: true })
      // A wallet installed, enabled or removed while the visitor was in another tab shows up when they return.
      scope?.addEventListener?.('focus', rescan)
      scope?.document?.addEventListener?.('visibilitychange', rescan)
    },
    list: all,
    get: (id) => {
      if (started) rescan()
      return all().find((wallet) => wallet.info.id === id)
    },
  }
}
