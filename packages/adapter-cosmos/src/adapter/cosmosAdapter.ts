import {
  type AdapterContext,
  type AdapterEvent,
  type ChainAdapter,
  chunkLoadError,
  forwardTo,
  WalletRequestError,
  walletConnectProposal,
} from '@latch/core'
import {
  COSMOS_WALLETCONNECT_EVENTS,
  COSMOS_WALLETCONNECT_METHODS,
} from '../walletConnect/cosmosWalletConnect'
import type { CosmosWallets } from './createCosmosWallets'
import type { CosmosAdapterOptions } from './types'

/**
 * The Latch adapter for the `cosmos` namespace: Keplr-interface wallets (Keplr, Leap, Cosmostation, OKX, Station
 * and announced ones), chains the dapp chooses, ADR-36 message signing and CAIP-122 sign-in. SSR-safe: nothing
 * touches `window` before `start()`.
 *
 * This module is all a page loads with `cosmosAdapter` (issue 21). The wallet side (discovery, sessions, chain
 * grants, connect, sign, `isAddress`, the sign-in formatter; `createCosmosWallets`) is imported by `start()`,
 * `load()` or the first wallet action; @cosmjs (balances over CometBFT RPC, signature checks) is a further chunk,
 * imported after a connection.
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: CosmosWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'cosmosAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<CosmosWallets> | undefined
  const loadWallets = (): Promise<CosmosWallets> => {
    loading ??= import('./createCosmosWallets')
      .then(({ createCosmosWallets }) => {
        if (!wallets) {
          wallets = createCosmosWallets({ options, context: requireContext, emit })
          // The list was empty until now: the host's own wallets are reported at once, discovered ones as found.
          if (wallets.connectors().length > 0) emit({ type: 'connectorsChanged' })
          if (started) wallets.start()
        }
        return wallets
      })
      .catch((error: unknown) => {
        loading = undefined
        throw chunkLoadError(error)
      })
    return loading
  }
  /** The loaded wallet side, for the synchronous members; before `load()` resolves they throw. */
  const loaded = (member: string): CosmosWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `cosmosAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }

  return {
    namespace: 'cosmos',
    setup: (input) => {
      context = input
    },
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('cosmos: could not load wallet discovery', error),
        )
    },
    load: async () => {
      await loadWallets()
    },
    connectors: () => wallets?.connectors() ?? [],
    ...forwardTo(loadWallets, [
      'connect',
      'reconnect',
      'disconnect',
      'selectNetwork',
      'signMessage',
      'getBalance',
      'verifySignature',
    ]),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isAddress: (address, networkId) => loaded('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => loaded('formatSignInMessage').formatSignInMessage(message),
    // Undefined until the wallet code is in, as for a wallet not found.
    getProvider: (connectorId) => wallets?.getProvider(connectorId),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(context, {
          methods: COSMOS_WALLETCONNECT_METHODS,
          events: COSMOS_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach(session) {
        let ended = false
        const stop = session.subscribe((event) => {
          if (event.type === 'ended') ended = true
        })
        return loadWallets()
          .then((loadedWallets) => loadedWallets.attachWalletConnect(session, () => ended))
          .finally(stop)
      },
    },
  }
}
