import { InvalidAddressError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import { checkAffordable } from '../rules/checkAffordable'
import { checkTransactionHash } from '../rules/checkWalletAnswer'
import { returnToView } from '../rules/flowNavigation'
import { prepareSend } from '../rules/prepareSend'
import { toBaseUnits } from '../rules/toBaseUnits'
import { emptySendState } from '../state/initialState'
import { fetchActivity } from './fetchActivity'
import { fetchBalance } from './fetchBalance'
import { fetchTokens } from './fetchTokens'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { requireLiveSession } from './internal/signInSession'

/** {@link send} resolves with the transaction hash (or signature) the wallet returned. */
export type SendReturnType = string

/**
 * Sends what the send form holds (spec §4): loading is set at the start and cleared at the end; the form is
 * validated, the amount converted to base units and checked against the balance (fee included: else
 * `InsufficientBalanceError`) before the wallet is asked; a failure (a declined signature included) leaves the
 * form as it was; a malformed hash from the wallet is `InvalidTransactionHashError` and is not kept; after success the form resets, the hash is kept, the account's cached balance, tokens and
 * activity are dropped and read again and the modal returns to Account. A second call while one is in flight
 * joins it (the wallet is asked once). Refused with `SessionExpiredError` / `SignInRequiredError` as
 * `signMessage` is.
 */
export function send(latch: Latch): Promise<SendReturnType> {
  return withFlowContext(latch, async (context) => {
    await requireLiveSession(context)
    return joinOrStart(context)
  })
}

function joinOrStart(context: FlowContext): Promise<string> {
  const running = context.pendingSend.current
  if (running) return running
  const started = runSend(context).finally(() => {
    context.pendingSend.current = undefined
  })
  context.pendingSend.current = started
  return started
}

async function runSend(context: FlowContext): Promise<string> {
  const { store } = context
  store.setState((state) => ({ ...state, send: { ...state.send, loading: true } }))
  const state = store.getState()
  try {
    const active = state.activeNamespace ? context.adapters.get(state.activeNamespace) : undefined
    // Send by presence: the active adapter's sendTransfer is what makes sending possible.
    const prepared = prepareSend(state.send, {
      namespace: state.activeNamespace,
      canSend: active?.sendTransfer !== undefined,
      nativeCurrency: state.activeNamespace
        ? state.networks[state.activeNamespace]?.caipNetwork?.nativeCurrency
        : undefined,
    })
    const adapter = active!
    const from = state.accounts[prepared.namespace]?.caipAddress
    if (!from) throw new NamespaceOrAddressNotFoundError()
    const networkId = state.networks[prepared.namespace]?.caipNetwork?.id
    if (adapter.isAddress && !adapter.isAddress(prepared.to, networkId))
      throw new InvalidAddressError({ details: prepared.to })
    const request = { from, to: prepared.to, token: prepared.token, value: prepared.value }
    // Refused before any wallet prompt when the balance cannot pay the amount and the fee (unknown holdings pass).
    const fee = adapter.estimateTransferFee
      ? await adapter.estimateTransferFee(request).then(
          (estimate) => BigInt(estimate.value),
          () => undefined,
        )
      : undefined
    const native = await context.chainData.getNativeBalance(adapter, from).then(
      (balance) => BigInt(balance.value),
      () => undefined,
    )
    const held = state.send.token?.quantity
    checkAffordable({
      kind: prepared.kind,
      value: prepared.value,
      ...(fee !== undefined ? { fee } : {}),
      ...(native !== undefined ? { native } : {}),
      ...(prepared.kind === 'token' && held !== undefined
        ? { token: toBaseUnits(held, prepared.token.decimals) }
        : {}),
    })
    const summary = {
      namespace: prepared.namespace,
      token: prepared.token.address ?? prepared.token.symbol,
      amount: state.send.sendTokenAmount ?? '',
      network: state.networks[prepared.namespace]?.caipNetwork?.id ?? '',
    }
    // Spec §7: the account the visitor chose to use as a smart account (its preferred account type).
    const isSmartAccount = state.accounts[prepared.namespace]?.preferredAccountType === 'smartAccount'
    context.emit({ type: 'SEND_INITIATED', ...summary })
    context.analytics.track({ event: 'SEND_INITIATED', props: { ...summary, isSmartAccount } })
    const hash = checkTransactionHash(prepared.namespace, await adapter.sendTransfer!(request))
    store.setState((current) => ({
      ...current,
      send: { ...emptySendState(), loading: true, hash },
      modal: current.modal.open ? returnToView(current.modal, 'Account') : current.modal,
    }))
    context.emit({ type: 'SEND_SUCCESS', ...summary, hash })
    context.analytics.track({ event: 'SEND_SUCCESS', props: { ...summary, hash, isSmartAccount } })
    context.chainData.forget(from)
    const namespace = prepared.namespace
    void fetchBalance(context.latch, { namespace })
    void fetchTokens(context.latch, { namespace })
    void fetchActivity(context.latch, { namespace })
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
