import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { isWalletConnectOffered } from './internal/walletConnectAdapters'

/** True when the modal offers WalletConnect. */
export type IsWalletConnectAvailableReturnType = boolean

/**
 * WalletConnect is offered: the host passed the `walletConnect` integration and a projectId, and at least one
 * adapter can use a session. Without a projectId the entries stay hidden and the project-id alert says why
 * (spec §5, §8).
 */
export function isWalletConnectAvailable(latch: Latch): IsWalletConnectAvailableReturnType {
  return isWalletConnectOffered(clientCore(latch))
}
