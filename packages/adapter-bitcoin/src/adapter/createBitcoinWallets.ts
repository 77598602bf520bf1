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
} from '@latch/core'
import { isBitcoinAddress } from '../address/isBitcoinAddress'
import type { BitcoinRuntime } from '../runtime/createBitcoinRuntime'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { createNetworkResolver } from './createNetworkResolver'
import type { BitcoinAdapterOptions } from './types'

/**
 * The part of `bitcoinAdapter` that `bitcoinAdapter.ts` imports with `import()` (on `start()`, `load()` or the
 * first wallet action): sats-connect and Wallet Standard discovery and the connectors, and the address check
 * (@scure/base's bech32 and base58check, @noble/hashes' SHA-256). The wallet bridges, connections and the Esplora client are a further chunk it
 * imports on the first connect or reconnect.
 */
export type BitcoinWallets = Required<
  Pick<
    ChainAdapter,
    | 'connectors'
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'signMessage'
    | 'switchNetwork'
    | 'selectNetwork'
    | 'getBalance'
    | 'isAddress'
    | 'formatSignInMessage'
    | 'getProvider'
  >
> & {
  /** Starts discovery (browser only) and emits `connectorsChanged`; idempotent. */
  start(): void
  /** Lists the wallet of a WalletConnect session, unless it `ended()` while its code loaded. */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
}

/** Builds the wallet side of the bitcoin adapter over the shell's context and event channel. */
export function createBitcoinWallets(input: {
  options: BitcoinAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): BitcoinWallets {
  const { options, context, emit } = input
  let activeNetworkId: CaipNetworkId | undefined
  let runtime: BitcoinRuntime | undefined

  const networks = createNetworkResolver(context)
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
    // Core's CAIP-122 rules, which the page's first load does not otherwise carry.
    formatSignInMessage,
    start: () => registry.start(),
    connectors: () => registry.list().map((found) => found.connector),
    connect: ({ connectorId, networkId }) =>
      withSessions(async (sessions) => {
        const opened = await sessions.open(connectorId, networkId ?? currentNetworkId(), false)
        if (!opened) throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
        return opened
      }),
    reconnect: async (saved) => {
      const known = saved.networkId && context().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await withSessions((sessions) => sessions.open(saved.connectorId, networkId, true))
      } catch (error) {
        context().logger.warn('bip122: could not restore the wallet connection', error)
        return null
      }
    },
    disconnect: (connectorId) => withSessions((sessions) => sessions.disconnect(connectorId)),
    switchNetwork: (input) => withSessions((sessions) => sessions.switchNetwork(input)),
    selectNetwork: (input) => withSessions((sessions) => sessions.selectNetwork(input)),
    isAddress: isBitcoinAddress,
    getBalance: (input) => withSessions((sessions) => sessions.getBalance(input)),
    signMessage: (input) => withSessions((sessions) => sessions.signMessage(input)),
    getProvider: (connectorId) => {
      const found = registry.get(connectorId)
      if (found?.kind === 'sats-connect') return found.provider
      return found?.kind === 'walletConnect' ? found.session : found?.wallet
    },
    // The session is used through the runtime chunk (its wallet handle): it loads with the session.
    attachWalletConnect: async (session, ended) => {
      await load()
      if (ended()) return
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
  }
}
