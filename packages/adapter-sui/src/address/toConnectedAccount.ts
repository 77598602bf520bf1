import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import { describeWalletValue } from './describeWalletValue'
import { normalizeWalletAddress } from './normalizeWalletAddress'
import { suiPublicKeyOf } from './suiPublicKeyOf'

/** An account as a wallet hands it over: untrusted until `toConnectedAccount` has checked it. */
export interface WalletAccountInfo {
  address: string
  publicKey?: ArrayLike<number>
}

// Far above any Sui key (a 10-member multisig key is about 350 bytes), low enough to never allocate much.
const MAX_KEY_BYTES = 1024

/** The wallet's key as bytes; undefined when it is not a byte array (then the address is taken alone). */
function keyBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value.length <= MAX_KEY_BYTES ? value : undefined
  if (!Array.isArray(value) || value.length > MAX_KEY_BYTES) return undefined
  const bytes = value as unknown[]
  return bytes.every((byte) => Number.isInteger(byte) && (byte as number) >= 0 && (byte as number) <= 255)
    ? Uint8Array.from(bytes as number[])
    : undefined
}

/**
 * Validates a wallet's account (RELIABILITY #7): a Sui address (normalised to `0x` + 64 lowercase hex) whose
 * public key, when the wallet gives one, derives that address. The key may be raw (Wallet Standard) or
 * flag-prefixed (`toSuiBytes()`), under any Sui scheme (Ed25519, Secp256k1, Secp256r1, passkey, zkLogin,
 * multisig). Returns a CAIP-10 account on `networkId` with the key as a Sui public key (base64 of flag and key
 * bytes). A key that reads under some scheme but derives another address throws `InvalidAddressError`; bytes no
 * scheme reads are left out and the address is taken as the wallet gives it.
 */
export function toConnectedAccount(networkId: CaipNetworkId, account: WalletAccountInfo): ConnectedAccount {
  const given: Partial<Record<keyof WalletAccountInfo, unknown>> =
    typeof account === 'object' && account !== null ? account : {}
  const address = normalizeWalletAddress(given.address)
  if (!address)
    throw new InvalidAddressError({ details: `wallet account ${describeWalletValue(given.address)}` })
  const caipAddress = formatCaipAddress(networkId, address)
  const bytes = keyBytes(given.publicKey)
  if (!bytes || bytes.length === 0) return { address: caipAddress, type: 'eoa' }
  const match = suiPublicKeyOf(address, bytes)
  if (match.kind === 'mismatch') {
    throw new InvalidAddressError({ details: `wallet account ${address} does not match its public key` })
  }
  if (match.kind === 'unreadable') return { address: caipAddress, type: 'eoa' }
  return { address: caipAddress, type: 'eoa', publicKey: match.key.toSuiPublicKey() }
}
