import type { CaipNetworkId } from '../caip/types'
import type { AdapterContext } from './types'
import type { WalletConnectNamespace } from './walletConnect'

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
