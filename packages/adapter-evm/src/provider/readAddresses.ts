import { InvalidAddressError } from '@latch/core'
import { type Address, getAddress } from 'viem'
import { isEvmAddress } from '../address/isEvmAddress'

/** What a refusal names: the value as the wallet wrote it (cut short), or only its type. */
const describe = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : typeof value)

/**
 * Validates an accounts list from a wallet (RELIABILITY #7): an array of 20-byte hex addresses in lower case, upper
 * case or mixed case with a valid EIP-55 checksum. Returns them in EIP-55 checksum form (viem's `getAddress`);
 * throws InvalidAddressError otherwise.
 */
export function readAddresses(value: unknown): Address[] {
  if (!Array.isArray(value))
    throw new InvalidAddressError({ details: `accounts is not a list: ${describe(value)}` })
  return value.map((entry) => {
    if (!isEvmAddress(entry)) throw new InvalidAddressError({ details: describe(entry) })
    return getAddress(entry.toLowerCase())
  })
}
