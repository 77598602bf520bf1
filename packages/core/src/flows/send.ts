import { InvalidAddressError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { returnToView } from '../rules/navigation'
import { prepareSend } from '../rules/prepareSend'
import { emptySendState } from '../state/initialState'
import type { FlowContext } from './FlowContext'
import { fetchBalance } from './fetchBalance'

/**
 * Sends what the send form holds (spec §4): loading is set at the start and cleared at the end; the form is
 * validated and the amount converted to base units before the wallet is asked; after success the form resets,
 * the hash is kept, the balance is refreshed and the modal returns to Account.
 */
export async function send(context: FlowContext): Promise<string> {
  const { store } = context
  store.setState((state) => ({ ...state, send: { ...state.send, loading: true } }))
  const state = store.getState()
  try {
    const active = state.activeNamespace ? context.adapters.get(state.activeNamespace) : undefined
    // Send by presence: the active adapter's sendTransfer is what makes sending possible.
    const prepared = prepareSend(state.send, {
      namespace: state.activeNamespace,
      canSend: active?.sendTransfer !== undefined,
    })
    const adapter = active!
    const from = state.accounts[prepared.namespace]?.caipAddress
    if (!from) throw new NamespaceOrAddressNotFoundError()
    const networkId = state.networks[prepared.namespace]?.caipNetwork?.id
    if (adapter.isAddress && !adapter.isAddress(prepared.to, networkId))
      throw new InvalidAddressError({ details: prepared.to })
    const summary = {
      namespace: prepared.namespace,
      token: prepared.token.address ?? prepared.token.symbol,
      amount: state.send.sendTokenAmount ?? '',
      network: state.networks[prepared.namespace]?.caipNetwork?.id ?? '',
    }
    context.emit({ type: 'SEND_INITIATED', ...summary })
    context.analytics.track({ event: 'SEND_INITIATED', props: { ...summary, isSmartAccount: false } })
    const hash = await adapter.sendTransfer!({
      from,
      to: prepared.to,
      token: prepared.token,
      value: prepared.value,
    })
    store.setState((current) => ({
      ...current,
      send: { ...emptySendState(), loading: true, hash },
      modal: current.modal.open ? returnToView(current.modal, 'Account') : current.modal,
    }))
    context.emit({ type: 'SEND_SUCCESS', ...summary, hash })
    context.analytics.track({ event: 'SEND_SUCCESS', props: { ...summary, hash, isSmartAccount: false } })
    void fetchBalance(context, prepared.namespace)
    return hash
  } catch (raw) {
    const error = toLatchError(raw)
    context.emit({
      type: 'SEND_ERROR',
      ...(state.activeNamespace ? { namespace: state.activeNamespace } : {}),
      message: error.message,
    })
    throw error
  } finally {
    store.setState((current) => ({ ...current, send: { ...current.send, loading: false } }))
  }
}
