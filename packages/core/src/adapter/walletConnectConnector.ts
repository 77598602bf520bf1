import type { ChainNamespace } from '../caip/namespaces'
import type { Connector } from './types'
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectSession } from './walletConnect'

/** The connector an adapter lists for a settled session: id `walletConnect`, the wallet's own name and icon. */
export function walletConnectConnector(session: WalletConnectSession, namespace: ChainNamespace): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: session.peer.name,
    namespace,
    type: 'walletConnect',
    installed: true,
    ...(session.peer.icon ? { imageUrl: session.peer.icon } : {}),
  }
}
