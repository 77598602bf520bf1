import { InvalidAddressError } from '@latch/core'
import { type Address, getAddress, isAddress } from 'viem'

/**
 * Validates an accounts list from a wallet (RELIABILITY #7): an array of 20-byte hex addresses whose mixed-case
 * form, if any, has a valid checksum. Returns them in checksum form; throws InvalidAddressError otherwise.
 */
export function readAddresses(value: unknown): Address[] {
  if (!Array.isArray(value))
    throw new InvalidAddressError({ details: `accounts is not a list: ${String(value)}` })
  return value.map((entry) => {
    if (typeof entry !== 'string' || !isAddress(entry, { strict: true })) {
      throw new InvalidAddressError({ details: String(entry) })
    }
    return getAddress(entry)
  })
}
