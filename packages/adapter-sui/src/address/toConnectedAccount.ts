import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import type { PublicKey, SignatureScheme } from '@mysten/sui/cryptography'
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils'
import { publicKeyFromRawBytes } from '@mysten/sui/verify'

/** An account as a wallet hands it over: untrusted until `toConnectedAccount` has checked it. */
export interface WalletAccountInfo {
  address: string
  publicKey?: ArrayLike<number>
}

// A Wallet Standard account gives its raw public key without the scheme flag: try each scheme that could own it.
const SCHEMES: readonly SignatureScheme[] = ['ED25519', 'Secp256k1', 'Secp256r1', 'Passkey', 'ZkLogin']

function keyFor(address: string, bytes: Uint8Array): PublicKey | undefined {
  for (const scheme of SCHEMES) {
    try {
      const key = publicKeyFromRawBytes(scheme, bytes)
      if (key.toSuiAddress() === address) return key
    } catch {
      // Not a key of this scheme.
    }
  }
  return undefined
}

/** The wallet's address in Sui's canonical form (`0x` + 64 lowercase hex), or undefined when it is not one. */
export function normalizeWalletAddress(address: unknown): string | undefined {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(address)) return undefined
  const normalized = normalizeSuiAddress(address)
  return isValidSuiAddress(normalized) ? normalized : undefined
}

/**
 * Validates a wallet's account (RELIABILITY #7): a Sui address (normalised to `0x` + 64 lowercase hex) whose
 * public key, when the wallet gives one, derives that address under one of Sui's signature schemes. Returns it
 * as a CAIP-10 account on `networkId` with the key as a Sui public key (base64 of flag and key bytes); throws
 * `InvalidAddressError`.
 */
export function toConnectedAccount(networkId: CaipNetworkId, account: WalletAccountInfo): ConnectedAccount {
  const address = normalizeWalletAddress(account.address)
  if (!address) throw new InvalidAddressError({ details: `wallet account ${String(account.address)}` })
  const bytes = account.publicKey ? Uint8Array.from(account.publicKey) : new Uint8Array()
  if (bytes.length === 0) return { address: formatCaipAddress(networkId, address), type: 'eoa' }
  const key = keyFor(address, bytes)
  if (!key) {
    throw new InvalidAddressError({ details: `wallet account ${address} does not match its public key` })
  }
  return { address: formatCaipAddress(networkId, address), type: 'eoa', publicKey: key.toSuiPublicKey() }
}
