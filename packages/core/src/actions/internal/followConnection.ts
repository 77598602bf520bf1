import type { ChainAdapter, Connection } from '../../adapter/types'
import { patchAccount } from '../../state/updaters'
import { fetchBalance } from '../fetchBalance'
import { applyConnection } from './applyConnection'
import type { FlowContext } from './flowContext'
import { followingContext } from './followingContext'
import { followNetwork } from './followNetwork'
import { storedConnection } from './storedConnection'

/**
 * Takes over the connection another tab made: the adapter's reconnect (the page-load path: it asks the wallet
 * what it already granted, so no prompt and no modal) with the connector that tab stored. Storage is not
 * written: it already says what this tab now shows. When the wallet does not confirm, or the other tab
 * disconnected meanwhile, the namespace stays as it was here.
 */
export async function followConnection(context: FlowContext, adapter: ChainAdapter): Promise<void> {
  const namespace = adapter.namespace
  const saved = storedConnection(context.storage, namespace)
  const before = context.store.getState().accounts[namespace]?.status ?? 'disconnected'
  if (!saved || before === 'connecting') return
  context.store.setState((state) => patchAccount(state, namespace, { status: 'connecting' }))
  let connection: Connection | null = null
  try {
    connection = await adapter.reconnect(saved)
  } catch (error) {
    context.logger.warn('could not follow the connection of another tab', { namespace, error })
  }
  if (!connection || !storedConnection(context.storage, namespace)) {
    context.store.setState((state) => patchAccount(state, namespace, { status: before }))
    return
  }
  try {
    applyConnection(followingContext(context), adapter, connection)
  } catch (error) {
    context.logger.warn('could not follow the connection of another tab', { namespace, error })
    context.store.setState((state) => patchAccount(state, namespace, { status: before }))
    return
  }
  // The other tab may have switched network while the wallet answered here.
  const activeNetworkId = context.storage.get('activeNetworkId')
  if (activeNetworkId && activeNetworkId !== connection.networkId)
    await followNetwork(context, activeNetworkId)
  void fetchBalance(context.latch, { namespace })
}
