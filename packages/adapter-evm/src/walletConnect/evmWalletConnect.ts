import {
  type AdapterContext,
  type CaipNetworkId,
  type WalletConnectSession,
  type WalletConnectSupport,
  walletConnectProposal,
} from '@latch/core'

/** The eip155 methods and events Latch proposes in a WalletConnect session. */
const EVM_WALLETCONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVM_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged']

/** The RPC of a host network for WalletConnect reads and the proposal's rpcMap: the host's override first. */
export function walletConnectRpcUrl(
  context: AdapterContext | undefined,
  networkId: CaipNetworkId,
): string | undefined {
  return (
    context?.customRpcUrls[networkId]?.[0] ??
    context?.networks.find((network) => network.id === networkId)?.rpcUrls[0]
  )
}

/**
 * The eip155 part of WalletConnect in the adapter's light part: the host's eip155 networks with their RPCs for the
 * proposal. Using a session (`attach`) happens in the runtime chunk, which loads with the session.
 */
export function createEvmWalletConnect(input: {
  context: () => AdapterContext | undefined
  attach: (session: WalletConnectSession) => Promise<void>
}): WalletConnectSupport {
  return {
    namespace: () =>
      walletConnectProposal(input.context(), {
        methods: EVM_WALLETCONNECT_METHODS,
        events: EVM_WALLETCONNECT_EVENTS,
      }),
    attach: input.attach,
  }
}
