import { keccak_256 } from '@noble/hashes/sha3'

const ADDRESS = /^0x[a-fA-F0-9]{40}$/

/** The EIP-55 checksummed form of a well-formed address (any casing). */
function checksum(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  }
  return out
}

/**
 * viem's `isAddress(address, { strict: true })` without viem in the first load: 20 bytes of hex, and a mixed-case
 * address must match its EIP-55 checksum (an all-lowercase one has none).
 */
export function isEvmAddress(address: string): boolean {
  if (!ADDRESS.test(address)) return false
  if (address.toLowerCase() === address) return true
  return checksum(address) === address
}
