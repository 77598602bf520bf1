import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import type { RecentWallet } from '../services/storage/keys'

/** What {@link getRecentWallets} returns: the last two wallets connected, newest first. */
export type GetRecentWalletsReturnType = RecentWallet[]

/**
 * The wallets this device connected most recently (at most 2, newest first). Empty until the storage service is
 * in: it loads on idle after `mount()`, with wallet discovery, and the connectors are listed again then.
 */
export function getRecentWallets(latch: Latch): GetRecentWalletsReturnType {
  return clientCore(latch).loadedStorage()?.get('recentWallets') ?? []
}
