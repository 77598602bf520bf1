import { InvalidCaipAddressError } from '../errors/catalogue'
import { describeInput } from './describeInput'
import type { CaipAddress, CaipNetworkId } from './types'

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  namespace: string
  reference: string
  address: string
  networkId: CaipNetworkId
}

/** Splits a CAIP-10 id; throws 'Invalid CAIP-10 address' unless there are exactly 3 non-empty parts. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new InvalidCaipAddressError({ details: describeInput(caipAddress) })
  }
  return { namespace, reference, address, networkId: `${namespace}:${reference}` }
}

/** Joins a CAIP-2 network id and a plain address into a CAIP-10 id (validated). */
export function formatCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const caipAddress = `${networkId}:${address}` as CaipAddress
  parseCaipAddress(caipAddress)
  return caipAddress
}

/** True when `value` is a well-formed CAIP-10 id. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0)
}
