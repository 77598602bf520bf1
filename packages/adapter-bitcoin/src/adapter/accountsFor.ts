import type { CaipNetworkId, ConnectedAccount } from '@latch/core'
import {
  encodeForNetwork,
  orderByPurpose,
  toConnectedAccount,
  type WalletAddress,
} from '../address/toConnectedAccount'

/** A connected account and the address as the wallet itself reported it (which it must be asked with). */
export interface SessionAccount {
  account: ConnectedAccount
  wallet: WalletAddress
}

/**
 * The wallet's addresses as accounts of `networkId`, payment first: an address of another network is re-encoded
 * with this network's prefix (same script, so the same key signs for it); a malformed one throws
 * `InvalidAddressError`.
 */
export function accountsFor(networkId: CaipNetworkId, addresses: readonly WalletAddress[]): SessionAccount[] {
  return orderByPurpose(addresses).map((entry) => ({
    account: toConnectedAccount(networkId, { ...entry, address: encodeForNetwork(entry.address, networkId) }),
    wallet: entry,
  }))
}
