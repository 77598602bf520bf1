import type { CacheName } from './keys'

// Apart from keys.ts: the storage service reads these, the first load only the key prefix (issue 39).

/** Time to live of each cache in ms (spec §9). */
export const CACHE_TTL_MS: Readonly<Record<CacheName, number>> = {
  balance: 30_000,
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
  history: 15_000,
  tokenPrice: 15_000,
}

/** How many recent wallets are kept (spec §9). */
export const RECENT_WALLETS_KEPT = 2
