import type { Connector } from '@latch/core'
import { WALLETCONNECT_CONNECTOR_ID } from '@latch/core'

/** The polkadot methods and events Latch proposes in a WalletConnect session (the names Polkadot wallets use). */
export const POLKADOT_WALLETCONNECT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']
export const POLKADOT_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged']

/** The `walletConnect` connector of a session's polkadot part. */
export function walletConnectConnector(peer: { name: string; icon?: string }): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: peer.name,
    namespace: 'polkadot',
    type: 'walletConnect',
    installed: true,
    ...(peer.icon ? { imageUrl: peer.icon } : {}),
  }
}
