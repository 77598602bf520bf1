import {
  type AdapterContext,
  type AdapterEvent,
  type ChainAdapter,
  chunkLoadError,
  forwardTo,
  WalletRequestError,
  walletConnectProposal,
} from '@latch/core'
import { SUI_WALLETCONNECT_EVENTS, SUI_WALLETCONNECT_METHODS } from '../walletConnect/suiWalletConnect'
import type { SuiWallets } from './createSuiWallets'
import type { SuiAdapterOptions } from './types'

/**
 * The Latch adapter for the `sui` namespace: Wallet Standard wallets with `standard:connect`, `standard:events`
 * and `sui:signPersonalMessage`, balances through @mysten/sui's JSON-RPC client, CAIP-122 sign-in verified with
 * `verifyPersonalMessageSignature`. The dapp picks the network (`selectNetwork`); every wallet request carries
 * it as the Wallet Standard chain. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `suiAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSuiWallets`) is imported by `start()`, `load()` or the first
 * wallet action; @mysten/sui (account checks, balance, verification) is a further chunk, imported on connect.
 */
export function suiAdapter(options: SuiAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: SuiWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'suiAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<SuiWallets> | undefined
  const loadWallets = (): Promise<SuiWallets> => {
    loading ??= import('./createSuiWallets')
      .then(({ createSuiWallets }) => {
        wallets ??= createSuiWallets({ options, context: requireContext, emit })
        // Discovery (when started) reports the list, which was empty until now, with `connectorsChanged`.
        if (started) wallets.start()
        return wallets
      })
      .catch((error: unknown) => {
        loading = undefined
        throw chunkLoadError(error)
      })
    return loading
  }
  /** The loaded wallet side, for the synchronous members; before `load()` resolves they throw. */
  const loaded = (member: string): SuiWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `suiAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }
  const runtime = async () => (await loadWallets()).runtime()

  return {
    namespace: 'sui',
    setup: (input) => {
      context = input
    },
    // Discovery only: @mysten/sui loads with the first connect, never on idle for a visitor who does not connect.
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('sui: could not load wallet discovery', error),
        )
    },
    load: async () => {
      await loadWallets()
    },
    connectors: () => wallets?.connectors() ?? [],
    ...forwardTo(loadWallets, ['connect', 'reconnect', 'disconnect', 'selectNetwork', 'signMessage']),
    ...forwardTo(runtime, ['getBalance', 'verifySignature']),
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
          methods: SUI_WALLETCONNECT_METHODS,
          events: SUI_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach(session) {
        let ended = false
        session.subscribe((event) => {
          if (event.type === 'ended') ended = true
        })
        return loadWallets().then((loadedWallets) => loadedWallets.attachWalletConnect(session, () => ended))
      },
    },
  }
}
