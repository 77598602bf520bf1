import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { InjectedAccount } from '../wallets/injectedTypes'

const KEY_TYPES = new Set(['sr25519', 'ed25519', 'ecdsa'])

/** Where the accounts are shown: the network's CAIP-2 id, SS58 prefix and genesis hash. */
export interface AccountTarget {
  networkId: CaipNetworkId
  ss58Prefix: number
  genesisHash?: string
}

/**
 * Validates an extension's accounts (RELIABILITY #7) and re-encodes them for the network: SS58 with the network's
 * prefix, CAIP-10 on its id, the public key, and the key type as the account's purpose. Ethereum-type accounts
 * (H160, not SS58) and accounts the extension restricts to another chain are left out, as extension-dapp's
 * filters do. A malformed address throws `InvalidAddressError`.
 */
export function toConnectedAccounts(
  reported: readonly InjectedAccount[],
  target: AccountTarget,
): ConnectedAccount[] {
  const accounts: ConnectedAccount[] = []
  for (const account of reported) {
    if (account?.type === 'ethereum') continue
    if (account?.genesisHash && target.genesisHash && account.genesisHash !== target.genesisHash) continue
    let publicKey: Uint8Array
    try {
      if (typeof account?.address !== 'string') throw new Error('not a string')
      publicKey = decodeAddress(account.address)
    } catch {
      throw new InvalidAddressError({ details: `wallet account ${String(account?.address)}` })
    }
    if (publicKey.length !== 32 && publicKey.length !== 33) {
      throw new InvalidAddressError({ details: `wallet account ${account.address}` })
    }
    const address = encodeAddress(publicKey, target.ss58Prefix)
    accounts.push({
      address: formatCaipAddress(target.networkId, address),
      type: 'eoa',
      publicKey: u8aToHex(publicKey),
      ...(account.type && KEY_TYPES.has(account.type) ? { purpose: account.type } : {}),
    })
  }
  return accounts
}
