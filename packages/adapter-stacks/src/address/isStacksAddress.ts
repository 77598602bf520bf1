import { stacksNetworkFacts } from '../networks/stacksNetworkFacts'
import { decodeC32Address } from './decodeC32Address'

/** A standard Stacks address as wallets write it (c32 upper case, no contract name). */
export const C32_ADDRESS = /^S[0-9A-HJKMNP-TV-Z]{26,40}$/

/** The c32 version and hash160 of a standard Stacks address (checksum checked), or undefined. */
function decodeStacksAddress(address: string): { version: number; hash160: string } | undefined {
  if (typeof address !== 'string' || !C32_ADDRESS.test(address)) return undefined
  return decodeC32Address(address)
}

/**
 * True when `address` is a standard Stacks principal (c32check, valid checksum, 20-byte hash) of a known
 * version: SP / SM on mainnet, ST / SN on testnet. With `networkId`, the version must be that network's.
 * Contract principals (`SP….name`) are not accounts and are refused.
 */
export function isStacksAddress(address: string, networkId?: string): boolean {
  const decoded = decodeStacksAddress(address)
  if (!decoded) return false
  const networks = networkId
    ? [stacksNetworkFacts(networkId)]
    : [stacksNetworkFacts('stacks:1'), stacksNetworkFacts('stacks:2147483648')]
  return networks.some(
    (facts) =>
      facts !== undefined &&
      (decoded.version === facts.singleSigVersion || decoded.version === facts.multiSigVersion),
  )
}
