import type { WalletAddress } from '../address/toConnectedAccount'

const PURPOSES = new Set(['payment', 'ordinals'])
const MAX_ADDRESSES = 20

/**
 * The payment and ordinals entries of a wallet's `addresses` array (sats-connect's `addressSchema`), each kept
 * with its role; entries of other roles (stacks, spark, ...) and wrong shapes are dropped. Addresses are checked
 * later, per network.
 */
export function parseWalletAddresses(value: unknown): WalletAddress[] {
  if (!Array.isArray(value)) return []
  const found: WalletAddress[] = []
  for (const entry of value.slice(0, MAX_ADDRESSES)) {
    if (typeof entry !== 'object' || entry === null) continue
    const { address, publicKey, purpose } = entry as Record<string, unknown>
    if (typeof address !== 'string' || typeof purpose !== 'string' || !PURPOSES.has(purpose)) continue
    found.push({ address, purpose, ...(typeof publicKey === 'string' ? { publicKey } : {}) })
  }
  return found
}
