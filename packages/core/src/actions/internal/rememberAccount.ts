import type { ChainNamespace } from '../../caip/namespaces'
import type { LatchStorage } from '../../services/storage/types'

/**
 * Stores (or, with no `account`, forgets) the account the visitor chose for a connection in the account switcher,
 * on its entry of the stored `connections` (spec §3), so a reload and a network change keep it in use.
 */
export function rememberAccount(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connectorId: string,
  account: string | undefined,
): void {
  const saved = storage.get('connections')
  const list = saved?.[namespace]
  if (!list?.some((entry) => entry.connectorId === connectorId && entry.account !== account)) return
  storage.set('connections', {
    ...saved,
    [namespace]: list.map((entry) => {
      if (entry.connectorId !== connectorId) return entry
      const { account: _previous, ...rest } = entry
      return account ? { ...rest, account } : rest
    }),
  })
}
