import type { SavedConnection } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import type { LatchStorage } from '../../services/storage/types'

/** The connection storage says `namespace` has (listed as connected, status connected, a saved connector). */
export function storedConnection(
  storage: LatchStorage,
  namespace: ChainNamespace,
): SavedConnection | undefined {
  if (!(storage.get('connectedNamespaces') ?? []).includes(namespace)) return undefined
  if (storage.get('connectionStatus')?.[namespace] !== 'connected') return undefined
  return storage.get('connections')?.[namespace]?.[0]
}
