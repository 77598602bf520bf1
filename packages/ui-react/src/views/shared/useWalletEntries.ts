import type { ChainNamespace } from '@latch/core'
import { getRecentWallets, navigate } from '@latch/core/actions'
import { whenIdle } from '@latch/core/internal'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import { buildWalletEntries } from '../../wallets/buildWalletEntries'
import type { WalletEntry, WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'
import { loadedConnectPickedWallet } from './loadConnectAction'

/**
 * Every wallet row for the host's namespaces: discovered connectors merged with `listing` (by default the host's
 * or the bundled listing); with `features.walletPreference: 'installed'`, only the wallets found in the browser.
 * A view opened for one namespace (`params.namespace`, as after "Switch to Solana") lists only that namespace's.
 */
export function useWalletEntries(listing?: readonly WalletListing[]): WalletEntry[] {
  const { client } = useLatchContext()
  const defaultListing = useWalletListing()
  const walletListing = listing ?? defaultListing
  const connectors = useLatchSelector((state) => state.connectors)
  const recentKey = useRecentWalletsKey()
  const only = useNamespaceFilter()
  return useMemo(() => {
    void recentKey
    const namespaces = only
      ? [only]
      : (client.adapters.map((adapter) => adapter.namespace) as ChainNamespace[])
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
  }, [client, connectors, walletListing, recentKey, only])
}

/**
 * What the recent wallets follow: `state.connections` (they change only on connect), taken in once the browser is
 * idle after a change, without a render before that. Connecting from the list changes it while the modal closes:
 * rendering and listing the wallets again then took about a fifth of click -> connected at 4x CPU (issue 39), for
 * a list no one sees until the next opening.
 */
function useRecentWalletsKey(): unknown {
  const { client } = useLatchContext()
  const [taken, take] = useState(() => client.getState().connections)
  useEffect(() => {
    let cancel = () => {}
    const takeWhenIdle = (connections: typeof taken) => {
      cancel()
      cancel = whenIdle(() => take(connections))
    }
    const stop = client.watch((state) => state.connections, takeWhenIdle)
    // A change between the render and this subscription.
    takeWhenIdle(client.getState().connections)
    return () => {
      stop()
      cancel()
    }
  }, [client])
  return taken
}

/**
 * Connects the wallet of a row (stable per client). Once the connect action's chunk is in (pointing at a row loads
 * it), the click asks the wallet itself and the connecting view follows in the next task unless the wallet has
 * answered by then; otherwise it opens the connecting view (core's router), which then runs the connection.
 */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const { client } = useLatchContext()
  return useCallback(
    (entry) => {
      const connectPickedWallet = loadedConnectPickedWallet()
      if (entry.connector && connectPickedWallet) {
        connectPickedWallet(client, { namespace: entry.connector.namespace, connectorId: entry.connector.id })
        return
      }
      navigate(client, {
        view: 'ConnectingExternal',
        params: {
          connectorId: entry.connector?.id ?? entry.key,
          ...(entry.connector ? { namespace: entry.connector.namespace } : {}),
        },
      })
    },
    [client],
  )
}

/**
 * The namespace the wallet views list wallets for (`params.namespace` of the view on top), when the host has an
 * adapter for it; otherwise every namespace's wallets show.
 */
export function useNamespaceFilter(): ChainNamespace | undefined {
  const { client } = useLatchContext()
  const { namespace } = useRouterParams()
  return namespace && client.adapters.some((adapter) => adapter.namespace === namespace)
    ? namespace
    : undefined
}
