import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  formatSignInMessage,
  ProviderDisconnectedError,
  toLatchError,
  type WalletConnectSession,
  WalletRequestError,
  walletConnectConnector,
  walletConnectProposal,
} from '@latch/core'
import { isBitcoinAddress } from '../address/isBitcoinAddress'
import type { BitcoinRuntime } from '../runtime/createBitcoinRuntime'
import {
  BITCOIN_WALLETCONNECT_EVENTS,
  BITCOIN_WALLETCONNECT_METHODS,
} from '../walletConnect/bitcoinWalletConnect'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { createNetworkResolver } from './createNetworkResolver'
import type { BitcoinAdapterOptions } from './types'

/**
 * The Latch adapter for the `bip122` namespace: sats-connect providers (`window.btc_providers`) and Wallet Standard
 * wallets with `bitcoin:connect`; payment (main) and ordinals accounts; BIP-322 signatures; Esplora balances.
 * SSR-safe: nothing touches `window` before `start()`. Discovery, `isAddress` and the sign-in formatter load with
 * the page; the wallet bridges, connections and the Esplora client load on the first connect or reconnect.
 * Signatures are checked on a server with `@latch/adapter-bitcoin/verify` (bip322-js needs Node built-ins, so the
 * browser adapter has no `verifySignature`).
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  let activeNetworkId: CaipNetworkId | undefined
  let runtime: BitcoinRuntime | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'bitcoinAdapter: setup() was not called' })
    return context
  }
  const networks = createNetworkResolver(requireContext)
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const registry = createWalletRegistry({
    providers: options.providers ?? [],
    wallets: options.wallets ?? [],
    discover: options.discover ?? true,
    onChange: (removed) => {
      for (const connectorId of removed) {
        if (!runtime?.sessions.drop(connectorId)) continue
        emit({
          type: 'disconnected',
          connectorId,
          error: new ProviderDisconnectedError({ details: connectorId }),
        })
      }
      emit({ type: 'connectorsChanged' })
    },
  })

  let stopWalletConnect = () => {}

  // One import of the runtime chunk, shared by every caller; a failed import is retried next time.
  let loading: Promise<BitcoinRuntime> | undefined
  const load = (): Promise<BitcoinRuntime> => {
    loading ??= import('../runtime/createBitcoinRuntime').then(
      ({ createBitcoinRuntime }) => {
        runtime = createBitcoinRuntime({
          find: registry.get,
          networks,
          emit,
          onNetwork: (networkId) => {
            activeNetworkId = networkId
          },
          requestTimeoutMs: options.requestTimeoutMs ?? 15_000,
        })
        return runtime
      },
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }
  // Every call that needs a connection: the runtime, with errors leaving as Latch errors.
  const withSessions = async <T>(run: (sessions: BitcoinRuntime['sessions']) => Promise<T>): Promise<T> => {
    try {
      return await run((await load()).sessions)
    } catch (error) {
      throw toLatchError(error)
    }
  }

  return {
    namespace: 'bip122',
    setup: (input) => {
      context = input
    },
    start: () => registry.start(),
    connectors: () => registry.list().map((found) => found.connector),
    connect: ({ connectorId, networkId }) =>
      withSessions(async (sessions) => {
        const opened = await sessions.open(connectorId, networkId ?? currentNetworkId(), false)
        if (!opened) throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
        return opened
      }),
    reconnect: async (saved) => {
      const known =
        saved.networkId && requireContext().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await withSessions((sessions) => sessions.open(saved.connectorId, networkId, true))
      } catch (error) {
        requireContext().logger.warn('bip122: could not restore the wallet connection', error)
        return null
      }
    },
    disconnect: (connectorId) => withSessions((sessions) => sessions.disconnect(connectorId)),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchNetwork: (input) => withSessions((sessions) => sessions.switchNetwork(input)),
    selectNetwork: (input) => withSessions((sessions) => sessions.selectNetwork(input)),
    isAddress: isBitcoinAddress,
    getBalance: (input) => withSessions((sessions) => sessions.getBalance(input)),
    signMessage: (input) => withSessions((sessions) => sessions.signMessage(input)),
    formatSignInMessage,
    getProvider: (connectorId) => {
      const found = registry.get(connectorId)
      if (found?.kind === 'sats-connect') return found.provider
      return found?.kind === 'walletConnect' ? found.session : found?.wallet
    },
    walletConnect: {
      namespace: () =>
        walletConnectProposal(context, {
          methods: BITCOIN_WALLETCONNECT_METHODS,
          events: BITCOIN_WALLETCONNECT_EVENTS,
        }),
      // The session is used through the runtime chunk (its wallet handle): it loads with the session.
      async attach(session: WalletConnectSession) {
        await load()
        stopWalletConnect()
        registry.setSessionWallet({
          kind: 'walletConnect',
          session,
          connector: walletConnectConnector(session, 'bip122'),
        })
        // The session's end removes the wallet, which disconnects a connection over it.
        stopWalletConnect = session.subscribe((event) => {
          if (event.type !== 'ended') return
          stopWalletConnect()
          stopWalletConnect = () => {}
          registry.setSessionWallet(undefined)
        })
      },
    },
  }
}
