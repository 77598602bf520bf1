import { keccak_256 } from '@noble/hashes/sha3'

const ADDRESS = /^0x[a-fA-F0-9]{40}$/

/** Whether mixed-case hex digits follow EIP-55: a letter is upper case where the Keccak nibble of its lower-case form is 8 or more. */
function hasValidChecksum(digits: string): boolean {
  const lower = digits.toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  for (let i = 0; i < 40; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    if (digits[i] !== (nibble >= 8 ? lower[i]!.toUpperCase() : lower[i])) return false
  }
  return true
}

/**
 * An EVM account address in any form wallets write it (RELIABILITY #7): 20 bytes of hex after `0x`, in lower case,
 * in upper case (EIP-55 treats both as carrying no checksum) or mixed case with a valid EIP-55 checksum; a
 * mixed-case address with a wrong checksum is a typo, and refused. The same answer as viem's `isAddress` (tests hold
 * it to viem and ethers), without viem's utilities in the discovery chunk that loads before the click: Keccak comes
 * from `@noble/hashes`, as viem's does.
 */
export function isEvmAddress(address: unknown): address is `0x${string}` {
  if (typeof address !== 'string' || !ADDRESS.test(address)) return false
  const digits = address.slice(2)
  return digits === digits.toLowerCase() || digits === digits.toUpperCase() || hasValidChecksum(digits)
}
