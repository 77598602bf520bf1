import type { ChainNamespace } from '../../caip/namespaces'
import { fetchAccountType } from '../fetchAccountType'
import type { FlowContext } from './flowContext'

/**
 * After a connect or a reconnect: reads `smartAccountDeployed` from the chain only where account types matter, that
 * is where the host set `defaultAccountTypes` for the namespace or the visitor chose a smart account; every other
 * visitor's connect costs no extra RPC read.
 */
export function readAccountTypeIfUsed(context: FlowContext, namespace: ChainNamespace): void {
  const hostChose = context.options.defaultAccountTypes?.[namespace] !== undefined
  const visitorChose = context.store.getState().accounts[namespace]?.preferredAccountType === 'smartAccount'
  if (hostChose || visitorChose) void fetchAccountType(context.latch, { namespace })
}
