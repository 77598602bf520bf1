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
import type { PolkadotWallets } from './createPolkadotWallets'
import type { PolkadotAdapterOptions } from './types'

/**
 * The Latch adapter for the `polkadot` namespace: extensions injected under `window.injectedWeb3` (Polkadot{.js},
 * SubWallet, Talisman, ...), SS58 accounts re-encoded per network, `signRaw` message signing, CAIP-122 sign-in and
 * the free balance from System.Account. The dapp chooses the network (`selectNetwork`); extensions do not switch.
 * SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `polkadotAdapter` (issue 21). The wallet side (extension discovery,
 * sessions, connect, sign, `isAddress` with noble's blake2b; `createPolkadotWallets`) is imported by `start()`,
 * `load()` or the first wallet action; @polkadot/util-crypto and @polkadot/types are a further chunk, imported when
 * the visitor connects or a stored connection is restored. The sign-in formatter is core's: no code of its own.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let started = false
  let wallets: PolkadotWallets | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'polkadotAdapter: setup() was not called' })
    return context
  }

  // One import of the wallet side, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<PolkadotWallets> | undefined
  const loadWallets = (): Promise<PolkadotWallets> => {
    loading ??= import('./createPolkadotWallets')
      .then(({ createPolkadotWallets }) => {
        wallets ??= createPolkadotWallets({ options, context: requireContext, emit })
        // Discovery (when started) reports the extensions, the list was empty until now, with `connectorsChanged`.
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
  const loaded = (member: string): PolkadotWallets => {
    if (wallets) return wallets
    throw new WalletRequestError({
      details: `polkadotAdapter: ${member} needs the wallet code: await adapter.load() first`,
    })
  }
  const runtime = async () => (await loadWallets()).runtime()

  return {
    namespace: 'polkadot',
    setup: (input) => {
      context = input
    },
    // Discovery only: the @polkadot runtime loads with the first connect, never on idle for a visitor who does not.
    start: () => {
      started = true
      if (wallets) wallets.start()
      else
        loadWallets().catch((error: unknown) =>
          context?.logger.warn('polkadot: could not load wallet discovery', error),
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
    ]),
    ...forwardTo(runtime, ['verifySignature']),
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
      // The names Polkadot wallets use over WalletConnect.
      namespace: () =>
        walletConnectProposal(context, {
          methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        }),
      // The session's code loads with the session (core awaits attach), not with the page.
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
