import type { CaipNetworkId, ConnectedAccount } from '@latch/core'
import {
  encodeForNetwork,
  orderByPurpose,
  toConnectedAccount,
  type WalletAddress,
} from '../address/toConnectedAccount'

/** The connected accounts, and beside each the address as the wallet itself reported it (what it is asked with). */
export interface SessionAccounts {
  accounts: ConnectedAccount[]
  wallets: WalletAddress[]
}

/**
 * The wallet's addresses as accounts of `networkId`, payment first: an address of another network is re-encoded
 * with this network's prefix (same script, so the same key signs for it); a malformed one throws
 * `InvalidAddressError`.
 */
export function accountsFor(networkId: CaipNetworkId, addresses: readonly WalletAddress[]): SessionAccounts {
  const wallets = orderByPurpose(addresses)
  const accounts = wallets.map((entry) =>
    toConnectedAccount(networkId, { ...entry, address: encodeForNetwork(entry.address, networkId) }),
  )
  return { accounts, wallets }
}
