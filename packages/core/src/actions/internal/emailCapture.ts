import type { ChainNamespace } from '../../caip/namespaces'
import type { Latch } from '../../latch/types'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import { pushView } from '../../rules/navigation'
import { isEmailCaptureOn } from './embeddedWallet'
import type { FlowContext } from './flowContext'

/** Accounts already asked in this page's life (DataCapture asks once per account). */
const asked = new WeakMap<Latch, Set<string>>()

/**
 * DataCapture (`remoteFeatures.emailCapture`): after an external wallet connected, the modal shows DataCapture
 * instead of closing, once per account, when the embedded wallet (its server keeps the e-mail) is configured and the
 * account has no e-mail yet. True when it did.
 */
export function askForEmailIfNeeded(context: FlowContext, namespace: ChainNamespace): boolean {
  const { options } = context
  const { emailCapture } = remoteFeaturesInForce(context.store.getState(), options)
  if (!options.embedded || !isEmailCaptureOn(emailCapture)) return false
  const account = context.store.getState().accounts[namespace]
  if (!account?.caipAddress || account.user?.email || account.connectedWalletInfo?.type === 'embedded')
    return false
  const seen = asked.get(context.latch) ?? new Set<string>()
  asked.set(context.latch, seen)
  if (seen.has(account.caipAddress)) return false
  seen.add(account.caipAddress)
  context.store.setState((state) =>
    state.modal.open ? { ...state, modal: pushView(state.modal, 'DataCapture') } : state,
  )
  return context.store.getState().modal.history.at(-1)?.view === 'DataCapture'
}
