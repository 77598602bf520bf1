import type { CaipNetworkId } from '../../caip/types'
import { patchNetwork } from '../../state/patchNetwork'
import { fetchBalance } from '../fetchBalance'
import { applyAccounts } from './applyConnection'
import type { FlowContext } from './flowContext'
import { followingContext } from './followingContext'

/**
 * Shows the network another tab switched to, without asking the wallet: where the wallet switches networks it
 * already did (and reports it here too); where the dapp chooses (`selectNetwork`, never a prompt) this tab's
 * adapter is moved so it reads and signs there. Networks the host did not configure are ignored.
 */
export async function followNetwork(context: FlowContext, networkId: CaipNetworkId): Promise<void> {
  const network = context.options.networks.find((candidate) => candidate.id === networkId)
  if (!network) return
  const namespace = network.namespace
  const state = context.store.getState()
  const account = state.accounts[namespace]
  if (state.networks[namespace]?.caipNetwork?.id === networkId || account?.status === 'connecting') return
  const adapter = context.adapters.get(namespace)
  const connectorId = account?.status === 'connected' ? account.connectedWalletInfo?.id : undefined
  if (adapter && connectorId && !adapter.switchNetwork && adapter.selectNetwork) {
    try {
      const connection = await adapter.selectNetwork({ connectorId, networkId })
      applyAccounts(followingContext(context), adapter, connection)
      void fetchBalance(context.latch, { namespace })
    } catch (error) {
      context.logger.warn('could not follow the network of another tab', { namespace, networkId, error })
    }
    return
  }
  // The account keeps its address until the wallet reports the new chain here (networkChanged refreshes it).
  context.store.setState((current) => patchNetwork(current, namespace, { caipNetwork: network }))
}
