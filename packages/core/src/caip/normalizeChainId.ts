import { isCaipNetworkId } from './isCaipNetworkId'
import type { ChainNamespace } from './namespaces'
import type { CaipNetworkId } from './types'

/**
 * One normaliser for every shape a wallet reports a chain id in (RELIABILITY #9): hex (`0x1`),
 * decimal string with leading zeros, number, bigint, or CAIP-2. Returns undefined for anything else.
 */
export function normalizeChainId(
  value: unknown,
  namespace: ChainNamespace = 'eip155',
): CaipNetworkId | undefined {
  if (typeof value === 'bigint') return value >= 0n ? `${namespace}:${value.toString()}` : undefined
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? `${namespace}:${value}` : undefined
  }
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (isCaipNetworkId(text)) return text
  if (namespace !== 'eip155')
    return text.length > 0 && !text.includes(':') ? `${namespace}:${text}` : undefined
  if (/^0x[0-9a-f]+$/i.test(text)) return `${namespace}:${BigInt(text).toString()}`
  if (/^\d+$/.test(text)) return `${namespace}:${BigInt(text).toString()}`
  return undefined
}
