import type { WalletSide, WalletSideShell } from '@latch/core'
import {
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  formatSignInMessage,
  loadChunk,
  toLatchError,
  walletConnectConnector,
} from '@latch/core'
import { isBitcoinAddress } from '../address/isBitcoinAddress'
import { networkFacts } from '../networks/networkFacts'
import type { BitcoinSession, Sessions } from '../runtime/createSessions'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import type { BitcoinAdapterOptions } from './types'

/**
 * The part of `bitcoinAdapter` that `bitcoinAdapter.ts` imports with `import()` (on `start()`, `load()` or the
 * first wallet action): sats-connect and Wallet Standard discovery and the connectors, and the address check. The
 * wallet bridges, connections and the Esplora client are a further chunk it imports on the first connect or
 * reconnect.
 */
export type BitcoinWalletSide = WalletSide<'switchNetwork' | 'selectNetwork' | 'getBalance'>

/** Builds the wallet side of the bitcoin adapter over the shell's context and event channel. */
export function createBitcoinWalletSide(shell: WalletSideShell<BitcoinAdapterOptions>): BitcoinWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context, { facts: (network) => networkFacts(network.id) })
  const sessions = createSessionStore<BitcoinSession>(emit)
  const registry = createWalletRegistry(options, sessions.walletsChanged)
  const runtime = loadChunk(
    () => import('../runtime/createBitcoinRuntime'),
    ({ createBitcoinRuntime }) => createBitcoinRuntime({ networks, sessions, emit, options }),
  )
  // Every call that needs a connection: the runtime's sessions, with errors leaving as Latch errors.
  const withSessions = async <T>(run: (connected: Sessions) => Promise<T>): Promise<T> => {
    try {
      return await run((await runtime()).sessions)
    } catch (error) {
      throw toLatchError(error)
    }
  }

  return {
    // Core's CAIP-122 rules, which the page's first load does not otherwise carry.
    formatSignInMessage,
    start: () => registry.start(),
    connectors: () => registry.list().map((found) => found.connector),
    ...connectMembers({
      shell,
      networks,
      find: registry.get,
      open: (found, networkId, silent, connectorId) =>
        withSessions((connected) => connected.open(found, connectorId, networkId, silent)),
    }),
    disconnect: (connectorId) => withSessions((connected) => connected.disconnect(connectorId)),
    switchNetwork: (request) => withSessions((connected) => connected.switchNetwork(request)),
    selectNetwork: (request) => withSessions((connected) => connected.selectNetwork(request)),
    isAddress: isBitcoinAddress,
    getBalance: (request) => withSessions((connected) => connected.getBalance(request)),
    signMessage: (request) => withSessions((connected) => connected.signMessage(request)),
    getProvider: (connectorId) => {
      const found = registry.get(connectorId)
      if (found?.kind === 'sats-connect') return found.provider
      return found?.kind === 'walletConnect' ? found.session : found?.wallet
    },
    // The session is used through the runtime chunk (its wallet handle): it loads with the session.
    attachWalletConnect: async (session, ended) => {
      await runtime()
      if (ended()) return
      registry.setSessionWallet({
        kind: 'walletConnect',
        session,
        connector: walletConnectConnector(session, 'bip122'),
      })
    },
    // The session's end removes its wallet, which disconnects a connection over it.
    detachWalletConnect: () => registry.setSessionWallet(undefined),
  }
}
