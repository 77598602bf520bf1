import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import bs58 from 'bs58'
import { decodeSolanaAddress } from './isSolanaAddress'
import { readPublicKeyBytes, type WalletPublicKey } from './readPublicKeyBytes'

/** An account as a wallet hands it over: untrusted until `toConnectedAccount` has checked it. */
export interface WalletAccountInfo {
  /** The base58 address. */
  address: string
  /** The account's public key, when the wallet gives one, in any form wallets use (see `WalletPublicKey`). */
  publicKey?: WalletPublicKey
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** What a refusal names: the address as the wallet wrote it (cut short), or only its type. */
const describe = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : typeof value)

function readAccount(account: unknown): { address: unknown; publicKey: unknown } {
  if (typeof account !== 'object' || account === null) return { address: account, publicKey: undefined }
  try {
    const { address, publicKey } = account as { address?: unknown; publicKey?: unknown }
    return { address, publicKey }
  } catch {
    return { address: undefined, publicKey: undefined }
  }
}

/**
 * Validates a wallet's account (RELIABILITY #7): a base58 address of 32 bytes whose public key, when the wallet gives
 * one (as bytes, a byte array, a JSON Buffer or a web3.js PublicKey), is the same key. Returns it as a CAIP-10
 * account on `networkId` with the base58 public key; anything else throws `InvalidAddressError`.
 */
export function toConnectedAccount(networkId: CaipNetworkId, account: unknown): ConnectedAccount {
  const { address, publicKey } = readAccount(account)
  const bytes = decodeSolanaAddress(address)
  if (!bytes) throw new InvalidAddressError({ details: `wallet account ${describe(address)}` })
  const plain = address as string
  if (publicKey !== undefined && publicKey !== null) {
    const keyBytes = readPublicKeyBytes(publicKey)
    if (!keyBytes || !sameBytes(bytes, keyBytes)) {
      throw new InvalidAddressError({ details: `wallet account ${plain} does not match its public key` })
    }
  }
  return { address: formatCaipAddress(networkId, plain), type: 'eoa', publicKey: bs58.encode(bytes) }
}
