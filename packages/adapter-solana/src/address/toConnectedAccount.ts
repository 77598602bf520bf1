import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import bs58 from 'bs58'
import { decodeSolanaAddress } from './isSolanaAddress'

/** An account as a wallet hands it over: untrusted until `toConnectedAccount` has checked it. */
export interface WalletAccountInfo {
  address: string
  publicKey?: Uint8Array
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Validates a wallet's account (RELIABILITY #7): a 32-byte base58 address whose public key, when the wallet
 * gives one, is the same key. Returns it as a CAIP-10 account on `networkId`; throws `InvalidAddressError`.
 */
export function toConnectedAccount(networkId: CaipNetworkId, account: WalletAccountInfo): ConnectedAccount {
  const bytes = decodeSolanaAddress(account.address)
  if (!bytes) throw new InvalidAddressError({ details: `wallet account ${String(account.address)}` })
  if (account.publicKey !== undefined && !sameBytes(bytes, Uint8Array.from(account.publicKey))) {
    throw new InvalidAddressError({
      details: `wallet account ${account.address} does not match its public key`,
    })
  }
  return {
    address: formatCaipAddress(networkId, account.address),
    type: 'eoa',
    publicKey: bs58.encode(bytes),
  }
}
