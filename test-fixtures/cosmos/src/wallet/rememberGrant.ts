import type { DevChain } from './knownChains'

/** What the dev wallet keeps per site, as an extension does: granted chains, suggested chains, the account. */
export interface RememberedGrant {
  enabled: string[]
  suggested: DevChain[]
  accountIndex: number
}

/** Storage the wallet remembers its grant in (e.g. `window.localStorage`). */
export type GrantStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The key under which a Cosmos dev wallet keeps its grant. */
export const COSMOS_DEV_WALLET_STORAGE_KEY = 'latch-dev-cosmos-wallet'

const isChain = (value: unknown): value is DevChain =>
  typeof (value as DevChain)?.chainId === 'string' && typeof (value as DevChain)?.bech32Prefix === 'string'

/** Reads a remembered grant; anything malformed counts as none. */
export function readGrant(storage: GrantStorage | undefined): RememberedGrant | undefined {
  try {
    const saved = JSON.parse(
      storage?.getItem(COSMOS_DEV_WALLET_STORAGE_KEY) ?? 'null',
    ) as Partial<RememberedGrant>
    if (!saved || !Array.isArray(saved.enabled) || !Array.isArray(saved.suggested)) return undefined
    return {
      enabled: saved.enabled.filter((id): id is string => typeof id === 'string'),
      suggested: saved.suggested.filter(isChain),
      accountIndex: Number.isSafeInteger(saved.accountIndex) ? Number(saved.accountIndex) : 0,
    }
  } catch {
    return undefined
  }
}

/** Writes the grant (or forgets it when `grant` is undefined). */
export function writeGrant(storage: GrantStorage | undefined, grant: RememberedGrant | undefined): void {
  if (!storage) return
  if (grant) storage.setItem(COSMOS_DEV_WALLET_STORAGE_KEY, JSON.stringify(grant))
  else storage.removeItem(COSMOS_DEV_WALLET_STORAGE_KEY)
}
