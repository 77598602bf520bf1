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
  SOLANA_WALLETCONNECT_EVENTS,
  SOLANA_WALLETCONNECT_METHODS,
} from '../walletConnect/solanaWalletConnectMethods'
import type { SolanaWallets } from './createSolanaWallets'
import type { SolanaAdapterOptions } from './types'

/**
 * The Latch adapter for the `solana` namespace: Wallet Standard wallets (and `@solana/wallet-adapter-base`
 * adapters through `@latch/adapter-solana/legacy`), SOL and SPL transfers, CAIP-122 sign-in with ed25519
 * verification. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `solanaAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSolanaWallets`) is imported by `start()`, `load()` or the first
 * wallet action; the @solana/kit runtime (balance, fee, transfers, signature checks) is a further chunk, imported
 * on the first read or send.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: SolanaWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'solanaAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<SolanaWallets> | undefined
  const loadWallets = (): Promise<SolanaWallets> => {
    loading ??= import('./createSolanaWallets')
      .then(({ createSolanaWallets }) => {
        wallets ??= createSolanaWallets({ options, context: requireContext, emit })
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
  const loaded = (member: string): SolanaWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `solanaAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }
  const runtime = async () => (await loadWallets()).runtime()

  return {
    namespace: 'solana',
    setup: (input) => {
      context = input
    },
    // Discovery only: @solana/kit loads with the first read or send of a connected account, never on idle for a
    // visitor who does not connect (issue 21: nothing loads before it is needed).
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('solana: could not load wallet discovery', error),
        )
    },
    load: async () => {
      await loadWallets()
    },
    connectors: () => wallets?.connectors() ?? [],
    ...forwardTo(loadWallets, ['connect', 'reconnect', 'disconnect', 'selectNetwork', 'signMessage']),
    ...forwardTo(runtime, [
      'getBalance',
      'getTokenBalances',
      'getActivity',
      'sendTransfer',
      'estimateTransferFee',
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
          methods: SOLANA_WALLETCONNECT_METHODS,
          events: SOLANA_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach(session) {
        let ended = false
        session.subscribe((event) => {
          if (event.type !== 'ended') return
          ended = true
          wallets?.detachWalletConnect()
        })
        return loadWallets().then((loadedWallets) => loadedWallets.attachWalletConnect(session, () => ended))
      },
    },
  }
}
