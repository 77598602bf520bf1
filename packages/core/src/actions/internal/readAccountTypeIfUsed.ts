import type { ChainNamespace } from '../../caip/namespaces'
import type { FlowContext } from './flowContext'

/**
 * After a connect or a reconnect: reads `smartAccountDeployed` from the chain only where account types matter, that
 * is where the host set `defaultAccountTypes` for the namespace or the visitor chose a smart account; every other
 * visitor's connect costs no extra RPC read.
 */
export function readAccountTypeIfUsed(context: FlowContext, namespace: ChainNamespace): void {
  const hostChose = context.options.defaultAccountTypes?.[namespace] !== undefined
  const visitorChose = context.store.getState().accounts[namespace]?.preferredAccountType === 'smartAccount'
  // Loaded here, not with connect: most hosts never use account types, and connect loads before the first click.
  if (hostChose || visitorChose)
    void import('../fetchAccountType')
      .then(({ fetchAccountType }) => fetchAccountType(context.latch, { namespace }))
      // A chunk that fails to load leaves the account type unread, as a failed read does.
      .catch(() => undefined)
}
