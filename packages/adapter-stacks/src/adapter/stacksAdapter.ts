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
  STACKS_WALLETCONNECT_EVENTS,
  STACKS_WALLETCONNECT_METHODS,
} from '../walletConnect/stacksWalletConnect'
import type { StacksWallets } from './createStacksWallets'
import type { StacksAdapterOptions } from './types'

/**
 * The Latch adapter for the `stacks` namespace. Wallets come from @stacks/connect's provider registry
 * (`window.wbip_providers`: Leather, Xverse, ...) and are called through their `request(method, params)`, the
 * layer under @stacks/connect's `request` (see the README for why not `request` itself). Connect asks
 * `getAddresses` for the chosen network and keeps the Stacks account (main) and the wallet's Bitcoin accounts;
 * the dapp chooses the network (`selectNetwork`). SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `stacksAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createStacksWallets`) is imported by `start()`, `load()` or the first
 * wallet action; the @stacks SDK runtime (account checks, balances, signature checks) is a further chunk, imported
 * on connect / reconnect.
 */
export function stacksAdapter(options: StacksAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: StacksWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'stacksAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<StacksWallets> | undefined
  const loadWallets = (): Promise<StacksWallets> => {
    loading ??= import('./createStacksWallets')
      .then(({ createStacksWallets }) => {
        if (!wallets) {
          wallets = createStacksWallets({ options, context: requireContext, emit })
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
  const loaded = (member: string): StacksWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `stacksAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }

  return {
    namespace: 'stacks',
    setup: (input) => {
      context = input
    },
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('stacks: could not load wallet discovery', error),
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
          methods: STACKS_WALLETCONNECT_METHODS,
          events: STACKS_WALLETCONNECT_EVENTS,
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
