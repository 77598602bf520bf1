import { EMBEDDED_CONNECTOR_IDS } from '../../adapter/embedded'
import type { ChainNamespace } from '../../caip/namespaces'
import type { Latch } from '../../latch/types'
import { connect } from '../connect'
import { embeddedNamespaces, waitForEmbeddedConnector } from './embeddedWallet'

/**
 * After an embedded wallet's login (e-mail code, social, passkey): connects its account in every namespace the host
 * has an adapter for. The first namespace (eip155) connects last and alone starts sign-in, so a login signs in
 * once, for the account that becomes active (spec §5), not once per namespace. Resolves with that namespace.
 */
export async function connectEmbeddedAccounts(latch: Latch): Promise<ChainNamespace | undefined> {
  const [first, ...others] = embeddedNamespaces(latch)
  for (const namespace of [...others, ...(first ? [first] : [])]) {
    await waitForEmbeddedConnector(latch, namespace)
    await connect(latch, {
      namespace,
      connectorId: EMBEDDED_CONNECTOR_IDS[namespace],
      ...(namespace === first ? {} : { startSignIn: false }),
    })
  }
  return first
}
