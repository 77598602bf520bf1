import type { ChainNamespace } from '@latch/core'
import { getRecentWallets, navigate } from '@latch/core/actions'
import { useCallback, useMemo } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { buildWalletEntries } from '../../wallets/buildWalletEntries'
import type { WalletEntry, WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'

/**
 * Every wallet row for the host's namespaces: discovered connectors merged with `listing` (by default the host's
 * or the bundled listing); with `features.walletPreference: 'installed'`, only the wallets found in the browser.
 */
export function useWalletEntries(listing?: readonly WalletListing[]): WalletEntry[] {
  const { client } = useLatchContext()
  const defaultListing = useWalletListing()
  const walletListing = listing ?? defaultListing
  const connectors = useLatchSelector((state) => state.connectors)
  // Recent wallets change only on connect, which also replaces connectors or accounts: read them per render.
  const recentKey = useLatchSelector((state) => state.connections)
  return useMemo(() => {
    void recentKey
    const namespaces = client.adapters.map((adapter) => adapter.namespace) as ChainNamespace[]
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = client.options
    const entries = buildWalletEntries({
      connectors,
      listing: walletListing,
      namespaces,
      recent: getRecentWallets(client),
      ...(featuredWalletIds ? { featuredWalletIds } : {}),
      ...(includeWalletIds ? { includeWalletIds } : {}),
      ...(excludeWalletIds ? { excludeWalletIds } : {}),
    })
    return client.options.features.walletPreference === 'installed'
      ? entries.filter((entry) => entry.installed)
      : entries
  }, [client, connectors, walletListing, recentKey])
}

/** Opens the connecting view for a row (core's router; the view then runs the connection); stable per client. */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const { client } = useLatchContext()
  return useCallback(
    (entry) =>
      navigate(client, {
        view: 'ConnectingExternal',
        params: {
          connectorId: entry.connector?.id ?? entry.key,
          ...(entry.connector ? { namespace: entry.connector.namespace } : {}),
        },
      }),
    [client],
  )
}
