import { EMBEDDED_CONNECTOR_IDS } from '../../adapter/embedded'
import type { ChainNamespace } from '../../caip/namespaces'
import type { LatchState } from '../../state/types'
import { connect } from '../connect'
import { embeddedNamespaces, waitForEmbeddedConnector } from './embeddedWallet'
import type { FlowContext } from './flowContext'
import { signInAfterConnect } from './signInAfterConnect'

/**
 * After an embedded wallet's login (e-mail code, social, passkey): connects its account in every namespace the host
 * has an adapter for, sets the login's user on them (`withUser`), makes the first (eip155) the active one, and then
 * starts sign-in once, for that account (spec §5), not once per namespace. Resolves with the active namespace, if
 * it connected.
 */
export async function connectEmbeddedAccounts(
  context: FlowContext,
  withUser: (state: LatchState) => LatchState,
): Promise<ChainNamespace | undefined> {
  const { latch } = context
  const namespaces = embeddedNamespaces(latch)
  for (const namespace of namespaces) {
    await waitForEmbeddedConnector(latch, namespace)
    await connect(latch, { namespace, connectorId: EMBEDDED_CONNECTOR_IDS[namespace], startSignIn: false })
  }
  const [first] = namespaces
  const connected = first && context.store.getState().accounts[first]?.status === 'connected'
  context.store.setState((state) => ({
    ...withUser(state),
    ...(connected ? { activeNamespace: first } : {}),
  }))
  if (!first || !connected) return undefined
  // Stored too, as a connect stores its namespace: a reload restores this account as the active one.
  context.storage.set('activeNamespace', first)
  const networkId = context.store.getState().networks[first]?.caipNetwork?.id
  if (networkId) context.storage.set('activeNetworkId', networkId)
  await signInAfterConnect(context, first, EMBEDDED_CONNECTOR_IDS[first])
  return first
}
