import {
  type AdapterContext,
  type CaipNetworkId,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectSupport,
} from '@latch/core'
import type { WalletRegistry } from '../discovery/createWalletRegistry'
import { createSessionProvider } from './createSessionProvider'

/** The eip155 methods and events Latch proposes in a WalletConnect session. */
export const EVM_WALLETCONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
export const EVM_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged']

/**
 * The eip155 part of WalletConnect: the host's eip155 networks with their RPCs in the proposal, and the session
 * registered as the `walletConnect` wallet (an EIP-1193 provider over it) so connect, signing, sending and switching
 * run through the adapter's usual path.
 */
export function createEvmWalletConnect(input: {
  context: () => AdapterContext | undefined
  registry: WalletRegistry
  onChange: () => void
}): WalletConnectSupport {
  const rpcUrl = (networkId: CaipNetworkId) => {
    const context = input.context()
    return (
      context?.customRpcUrls[networkId]?.[0] ??
      context?.networks.find((network) => network.id === networkId)?.rpcUrls[0]
    )
  }
  let stopPrevious: (() => void) | undefined
  return {
    namespace() {
      const chains = (input.context()?.networks ?? []).map((network) => network.id)
      return {
        chains,
        methods: [...EVM_WALLETCONNECT_METHODS],
        events: [...EVM_WALLETCONNECT_EVENTS],
        rpcMap: Object.fromEntries(chains.flatMap((id) => (rpcUrl(id) ? [[id, rpcUrl(id)]] : []))),
      }
    },
    attach(session) {
      stopPrevious?.()
      const provider = createSessionProvider(session, rpcUrl)
      const stopEnd = session.subscribe((event) => {
        if (event.type !== 'ended') return
        input.registry.setSessionWallet(undefined)
        input.onChange()
      })
      stopPrevious = () => {
        provider.stop()
        stopEnd()
      }
      input.registry.setSessionWallet({
        connector: {
          id: WALLETCONNECT_CONNECTOR_ID,
          name: session.peer.name,
          namespace: 'eip155',
          type: 'walletConnect',
          installed: true,
          ...(session.peer.icon ? { imageUrl: session.peer.icon } : {}),
        },
        provider,
      })
      input.onChange()
    },
  }
}
