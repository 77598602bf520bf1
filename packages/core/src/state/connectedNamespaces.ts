import type { ChainNamespace } from '../caip/namespaces'
import type { LatchState } from './types'

/** Namespaces with a connected account. */
export function connectedNamespaces(state: LatchState): ChainNamespace[] {
  return (Object.keys(state.accounts) as ChainNamespace[]).filter(
    (namespace) => state.accounts[namespace]?.status === 'connected',
  )
}
