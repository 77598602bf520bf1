import { type AdapterContext, type WalletConnectSession, walletConnectConnector } from '@latch/core'
import type { WalletRegistry } from '../discovery/createWalletRegistry'
import { createSessionProvider } from './createSessionProvider'

/**
 * Registers a WalletConnect session as the `walletConnect` wallet (an EIP-1193 provider over it), so connect,
 * signing, sending and switching run through the adapter's usual path; the wallet leaves the list when the
 * session ends. Returns what stops following the session.
 */
export function attachEvmWalletConnect(input: {
  session: WalletConnectSession
  context: () => AdapterContext
  registry: WalletRegistry
  onChange: () => void
}): () => void {
  const { session, registry } = input
  // The RPC of a host network for the session's reads: the host's override first.
  const provider = createSessionProvider(session, (networkId) => {
    const context = input.context()
    return (
      context.customRpcUrls[networkId]?.[0] ??
      context.networks.find((network) => network.id === networkId)?.rpcUrls[0]
    )
  })
  const stopEnd = session.subscribe((event) => {
    if (event.type !== 'ended') return
    registry.setSessionWallet(undefined)
    input.onChange()
  })
  registry.setSessionWallet({
    connector: walletConnectConnector(session, 'eip155'),
    provider,
  })
  input.onChange()
  return () => {
    provider.stop()
    stopEnd()
  }
}
