import type { ChainNamespace } from '../../caip/namespaces'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import { signsInThroughEmbeddedWallet } from '../../rules/signsInThroughEmbeddedWallet'
import { isEmailCaptureOn, isEmbeddedConnector } from './embeddedWallet'
import type { FlowContext } from './flowContext'
import { signInMayStart, startSignInIfNeeded } from './signInSession'

/**
 * Sign-in once a wallet is connected (spec §4): the sign view, or for the e-mail wallet on eip155 with e-mail
 * capture off, a signature asked at once through the wallet's own prompt (spec §5). Resolves true when sign-in
 * was started (the modal is then sign-in's to close). When sign-in cannot start it is `false` at once, not a
 * promise: the connect flow then closes the modal in the task that applied the connection, so React renders the
 * connected account and the closed modal in one commit, not two (issue 39).
 */
export function signInAfterConnect(
  context: FlowContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<boolean> | false {
  if (!signInMayStart(context)) return false
  const { emailCapture } = remoteFeaturesInForce(context.store.getState(), context.options)
  const embeddedPath = signsInThroughEmbeddedWallet({
    namespace,
    embedded: isEmbeddedConnector(namespace, connectorId),
    emailCapture: isEmailCaptureOn(emailCapture),
  })
  return startSignInIfNeeded(
    context,
    // signIn loads only here: few connections take this path, and connect loads before a wallet is picked.
    embeddedPath ? () => import('../signIn').then(({ signIn }) => signIn(context.latch)) : undefined,
  )
}
