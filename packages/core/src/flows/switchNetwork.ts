import type { CaipNetworkId } from '../caip/types'
import { MethodNotSupportedError, NetworkNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { SWITCH_NETWORK_NOT_FOUND } from '../notices/catalogue'
import { leaveNetworkViews } from '../rules/navigation'
import { patchAccount, patchNetwork } from '../state/updaters'
import type { FlowContext } from './FlowContext'
import { requireAdapter } from './FlowContext'
import { fetchBalance } from './fetchBalance'
import { showAlert } from './notices'

/**
 * Switches to a configured network. With a connected wallet on that namespace the wallet switches first and
 * state follows only when it agrees (a rejection leaves everything as it was); without one the network is
 * simply selected. The namespace of the network becomes the active one.
 */
export async function switchNetwork(context: FlowContext, networkId: CaipNetworkId): Promise<void> {
  const network = context.options.networks.find((candidate) => candidate.id === networkId)
  if (!network) {
    showAlert(context, { ...SWITCH_NETWORK_NOT_FOUND, details: networkId })
    throw new NetworkNotFoundError({ details: networkId })
  }
  const namespace = network.namespace
  const connected = context.store.getState().accounts[namespace]?.status === 'connected'
  if (connected) {
    const adapter = requireAdapter(context, namespace)
    if (!adapter.switchNetwork)
      throw new MethodNotSupportedError({ details: `switch network on ${namespace}` })
    try {
      await adapter.switchNetwork(networkId)
    } catch (error) {
      throw toLatchError(error)
    }
  }
  context.store.setState((state) => {
    const next = { ...patchNetwork(state, namespace, { caipNetwork: network }), activeNamespace: namespace }
    const address = connected ? state.accounts[namespace]?.address : undefined
    // The CAIP-10 id names the chain, so the account moves with the network.
    return address ? patchAccount(next, namespace, { caipAddress: `${networkId}:${address}` }) : next
  })
  context.store.setState((state) => {
    const view = state.modal.history[state.modal.history.length - 1]?.view
    if (!state.modal.open || (view !== 'SwitchNetwork' && view !== 'Networks')) return state
    return { ...state, modal: leaveNetworkViews(state.modal, connected) }
  })
  context.storage.set('activeNetworkId', networkId)
  context.storage.set('activeNamespace', namespace)
  context.emit({ type: 'SWITCH_NETWORK', networkId })
  if (connected) {
    const saved = context.storage.get('connections')?.[namespace]
    if (saved) {
      context.storage.set('connections', {
        ...context.storage.get('connections'),
        [namespace]: saved.map((entry) => ({ ...entry, networkId })),
      })
    }
    void fetchBalance(context, namespace)
  }
}
