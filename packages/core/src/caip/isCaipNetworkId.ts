import type { CaipNetworkId } from './types'

/** True when `id` is a well-formed CAIP-2 id. */
export function isCaipNetworkId(id: unknown): id is CaipNetworkId {
  if (typeof id !== 'string') return false
  const parts = id.split(':')
  return parts.length === 2 && parts.every((part) => part.length > 0)
}
