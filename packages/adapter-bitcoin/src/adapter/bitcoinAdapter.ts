import {
  type AdapterContext,
  type AdapterEvent,
  type ChainAdapter,
  chunkLoadError,
  formatSignInMessage,
  forwardTo,
  WalletRequestError,
  walletConnectProposal,
} from '@latch/core'
import {
  BITCOIN_WALLETCONNECT_EVENTS,
  BITCOIN_WALLETCONNECT_METHODS,
} from '../walletConnect/bitcoinWalletConnect'
import type { BitcoinWallets } from './createBitcoinWallets'
import type { BitcoinAdapterOptions } from './types'

/**
 * The Latch adapter for the `bip122` namespace: sats-connect providers (`window.btc_providers`) and Wallet Standard
 * wallets with `bitcoin:connect`; payment (main) and ordinals accounts; BIP-322 signatures; Esplora balances.
 * SSR-safe: nothing touches `window` before `start()`. Signatures are checked on a server with
 * `@latch/adapter-bitcoin/verify` (bip322-js needs Node built-ins, so the browser adapter has no `verifySignature`).
 *
 * This module is all a page loads with `bitcoinAdapter` (issue 21). The wallet side (discovery, `isAddress` with
 * base58check, bech32 and SHA-256; `createBitcoinWallets`) is imported by `start()`, `load()` or the first wallet
 * action; the wallet bridges, connections and the Esplora client are a further chunk, imported on the first connect
 * or reconnect. The sign-in formatter is core's: no code of its own.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: BitcoinWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'bitcoinAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<BitcoinWallets> | undefined
  const loadWallets = (): Promise<BitcoinWallets> => {
    loading ??= import('./createBitcoinWallets')
      .then(({ createBitcoinWallets }) => {
        wallets ??= createBitcoinWallets({ options, context: requireContext, emit })
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
  const loaded = (member: string): BitcoinWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `bitcoinAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }

  return {
    namespace: 'bip122',
    setup: (input) => {
      context = input
    },
    // Discovery only: the wallet runtime loads with the first connect, never on idle for a visitor who does not.
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('bip122: could not load wallet discovery', error),
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
      'switchNetwork',
      'selectNetwork',
      'getBalance',
      'signMessage',
    ]),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isAddress: (address, networkId) => loaded('isAddress').isAddress(address, networkId),
    // Core's CAIP-122 rules, already in the page with core: no adapter code to wait for.
    formatSignInMessage,
    // Undefined until the wallet code is in, as for a wallet not found.
    getProvider: (connectorId) => wallets?.getProvider(connectorId),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(context, {
          methods: BITCOIN_WALLETCONNECT_METHODS,
          events: BITCOIN_WALLETCONNECT_EVENTS,
        }),
      // The session is used through the runtime chunk (its wallet handle): it loads with the session.
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
