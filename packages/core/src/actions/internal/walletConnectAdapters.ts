import type { ChainAdapter } from '../../adapter/types'
import type { ClientCore } from '../../latch/clientCore'

type AdaptersAndOptions = Pick<ClientCore, 'adapters' | 'options'>

/** The host's adapters that offer WalletConnect, in the host's order. */
export function walletConnectAdapters(context: Pick<ClientCore, 'adapters'>): ChainAdapter[] {
  return [...context.adapters.values()].filter((adapter) => adapter.walletConnect !== undefined)
}

/**
 * WalletConnect is offered when the host passed the integration and a projectId, and at least one adapter can use
 * a session. Without a projectId the entries stay hidden and the project-id alert says why (spec §5, §8).
 */
export function isWalletConnectOffered(context: AdaptersAndOptions): boolean {
  return (
    context.options.walletConnect !== undefined &&
    context.options.projectIdConfigured &&
    walletConnectAdapters(context).length > 0
  )
}
