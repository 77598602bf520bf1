import type { ChainNamespace } from '@latch/core'
import { getAdapter } from '@latch/core/actions'
import { useLatchContext } from './useLatchContext'
import { useLatchSelector } from './useLatchSelector'

/**
 * The raw wallet provider of a namespace's connection (an EIP-1193 provider on eip155, a Wallet Standard wallet
 * on solana, ...) as the adapter exposes it, or undefined (AppKit: `useAppKitProvider`).
 */
export function useLatchProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const { client } = useLatchContext()
  const connectorId = useLatchSelector((state) => state.connections[namespace]?.[0]?.connectorId)
  const adapter = getAdapter(client, { namespace })
  const walletProvider =
    connectorId && adapter?.getProvider ? (adapter.getProvider(connectorId) as T) : undefined
  const walletProviderType = useLatchSelector((state) => state.accounts[namespace]?.connectedWalletInfo?.type)
  return { walletProvider, walletProviderType: walletProvider === undefined ? undefined : walletProviderType }
}
