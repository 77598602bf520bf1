import { isAddress } from 'viem'

/**
 * An EVM account address in any form wallets write it (RELIABILITY #7): 20 bytes of hex after `0x`, in lower case,
 * in upper case (EIP-55 treats both as carrying no checksum) or mixed case with a valid EIP-55 checksum (viem's
 * `isAddress` with `strict`). A mixed-case address with a wrong checksum is a typo, and refused.
 */
export function isEvmAddress(address: unknown): address is `0x${string}` {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) return false
  const digits = address.slice(2)
  return digits === digits.toLowerCase() || digits === digits.toUpperCase() || isAddress(address)
}
