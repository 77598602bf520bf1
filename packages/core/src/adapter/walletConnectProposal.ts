import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import type { AdapterContext, Connector } from './types'
import {
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectNamespace,
  type WalletConnectSession,
} from './walletConnect'

/**
 * A namespace's part of a WalletConnect proposal from the host's networks, for `WalletConnectSupport.namespace()`:
 * every configured chain, the adapter's methods and events, and each chain's RPC (the host's `customRpcUrls` first)
 * so the SDK never falls back to a vendor's RPC. Before `setup` (no context) the namespace proposes no chain.
 */
export function walletConnectProposal(
  context: AdapterContext | undefined,
  input: { methods: readonly string[]; events: readonly string[] },
): WalletConnectNamespace {
  const networks = context?.networks ?? []
  const rpcMap: Partial<Record<CaipNetworkId, string>> = {}
  for (const network of networks) {
    const url = context?.customRpcUrls[network.id]?.[0] ?? network.rpcUrls[0]
    if (url) rpcMap[network.id] = url
  }
  return {
    chains: networks.map((network) => network.id),
    methods: [...input.methods],
    events: [...input.events],
    rpcMap,
  }
}

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
