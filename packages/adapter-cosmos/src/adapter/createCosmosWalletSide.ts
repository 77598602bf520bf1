import type { CaipNetworkId, OpenConnection, WalletSession, WalletSide, WalletSideShell } from '@latch/core'
import {
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  formatSignInMessage,
  loadChunk,
  MethodNotSupportedError,
  parseCaipAddress,
  WALLETCONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '@latch/core'
import { isCosmosAddress } from '../address/decodeCosmosAddress'
import { preloadAddressDerivation } from '../address/loadAddressDerivation'
import { toConnectedAccount } from '../address/toConnectedAccount'
import { cosmosChainOf } from '../networks/cosmosChainOf'
import { toChainInfo } from '../networks/toChainInfo'
import { type CosmosWalletHandle, createWalletRegistry } from '../wallets/createWalletRegistry'
import { toCosmosError } from '../wallets/toCosmosError'
import { enableChain } from './enableChain'
import type { CosmosAdapterOptions } from './types'

/**
 * The part of `cosmosAdapter` that `cosmosAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): Keplr-interface discovery (globals and announcements) and the connectors, the sessions, chain
 * grants, connect, ADR-36 signing, the bech32 address check and the sign-in formatter. The @cosmjs runtime
 * (balances, signature checks) is a further chunk it imports after a connection.
 */
export type CosmosWalletSide = WalletSide<'selectNetwork' | 'getBalance' | 'verifySignature'>

interface CosmosSession extends WalletSession {
  handle: CosmosWalletHandle
  networkId: CaipNetworkId
  /** Chain ids the wallet granted this site while connected: selecting one of them needs no prompt. */
  granted: Set<string>
  /** Bumped on every change, so a slow key read never overwrites a newer one. */
  version: number
}

// How long a reload waits for the saved wallet to inject itself (Keplr is there by the page's `load`).
const RECONNECT_WAIT_MS = 3_000

/** Builds the wallet side of the cosmos adapter over the shell's context and event channel. */
export function createCosmosWalletSide(shell: WalletSideShell<CosmosAdapterOptions>): CosmosWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context, { facts: cosmosChainOf })
  const sessions = createSessionStore<CosmosSession>(emit)
  let target: EventTarget | undefined
  const registry = createWalletRegistry(options, sessions.walletsChanged)
  const runtime = loadChunk(
    () => import('../runtime/createCosmosRuntime'),
    ({ createCosmosRuntime }) => createCosmosRuntime({ networks, options }),
  )
  // Connected (or restoring): fetch the runtime in the background so the first balance read does not wait.
  const prefetch = () => {
    runtime().catch((error: unknown) => context().logger.warn('could not load the cosmos runtime', error))
  }

  // The wallet's key for the session's chain, as accounts; a wallet-side failure is a typed error.
  const readAccounts = async (handle: CosmosWalletHandle, networkId: CaipNetworkId) => {
    const network = networks.network(networkId)
    try {
      const key = await handle.provider.getKey(network.facts.chainId)
      return [await toConnectedAccount(network.id, network.facts.bech32Prefix, key)]
    } catch (error) {
      throw toCosmosError(error)
    }
  }

  // keystorechange: the visitor switched account (new accounts) or the key is gone (wallet-side disconnect).
  const refresh = async (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) return
    const version = ++session.version
    const current = () => sessions.get(connectorId) === session && session.version === version
    try {
      const accounts = await readAccounts(session.handle, session.networkId)
      if (current()) sessions.update(connectorId, accounts)
    } catch (error) {
      if (current()) sessions.drop(connectorId, toCosmosError(error))
    }
  }

  const watch = (handle: CosmosWalletHandle): (() => void) => {
    const event = handle.keystoreEvent
    if (!target || !event) return () => {}
    const listener = () => void refresh(handle.connector.id)
    target.addEventListener(event, listener)
    return () => target?.removeEventListener(event, listener)
  }

  // The session over the chains the wallet granted this site.
  const startSession = async (
    handle: CosmosWalletHandle,
    networkId: CaipNetworkId,
    granted: readonly string[],
  ) => {
    const accounts = await readAccounts(handle, networkId)
    const connectorId = handle.connector.id
    sessions.set(connectorId, {
      handle,
      networkId,
      accounts,
      granted: new Set(granted),
      version: 0,
      stopWatching: watch(handle),
    })
    networks.select(networkId)
    return { connectorId, accounts, networkId }
  }

  const grant = (handle: CosmosWalletHandle, networkId: CaipNetworkId, alsoChainIds: readonly string[]) => {
    const network = networks.network(networkId)
    return enableChain({
      wallet: handle.provider,
      chainId: network.facts.chainId,
      chainInfo: () => toChainInfo(network, network.facts, networks.rpcUrl(network.id)),
      alsoChainIds,
    })
  }

  // Silent (reconnect): wait a moment for the wallet to inject itself, and enable only the saved chain (granted
  // chains enable without a prompt: Keplr-interface wallets prompt only for a site they do not trust).
  const find = (connectorId: string, silent: boolean) => {
    // The account check's key derivation loads while the visitor approves in the wallet.
    preloadAddressDerivation()
    return silent ? registry.waitFor(connectorId, RECONNECT_WAIT_MS) : registry.get(connectorId)
  }
  const connectTo: OpenConnection<CosmosWalletHandle> = async (handle, networkId, silent) => {
    const { chainId } = networks.network(networkId).facts
    if (silent) await handle.provider.enable(chainId)
    const hostChainIds = networks.all().map((network) => cosmosChainOf(network).chainId)
    const granted = silent ? [chainId] : await grant(handle, networkId, hostChainIds)
    const connection = await startSession(handle, networkId, granted)
    prefetch()
    return connection
  }

  // The session's new accounts (session_update) reach the connection as a keystore change does.
  let stopWalletConnect = () => {}

  return {
    // The list was empty until the wallet side arrived: the host's own wallets are news (discovered ones are
    // reported as they are found).
    reportsWalletsOnArrival: true,
    start: () => {
      target = options.window ?? (globalThis as { window?: EventTarget }).window
      registry.start(target)
    },
    connectors: () => registry.list().map((handle) => handle.connector),
    ...connectMembers({ shell, networks, find, open: connectTo, toError: toCosmosError }),
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      sessions.end(connectorId)
      const provider = session?.handle.provider
      if (!provider?.disable || !session) return
      try {
        await provider.disable([...session.granted])
      } catch (error) {
        // The site is disconnected either way; a wallet that cannot revoke keeps its own grant.
        context().logger.warn('cosmos: the wallet could not revoke the site', toCosmosError(error))
      }
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const session = sessions.require(connectorId)
      try {
        const network = networks.network(networkId)
        // A chain granted at connect is read silently; one the wallet had not granted asks it once (documented).
        if (!session.granted.has(network.facts.chainId)) {
          for (const id of await grant(session.handle, network.id, [])) session.granted.add(id)
        }
        const accounts = await readAccounts(session.handle, network.id)
        Object.assign(session, { version: session.version + 1, networkId: network.id, accounts })
        networks.select(network.id)
        return { connectorId, accounts, networkId: network.id }
      } catch (error) {
        throw toCosmosError(error)
      }
    },
    isAddress: (address, networkId) => {
      if (!networkId) return isCosmosAddress(address)
      try {
        return isCosmosAddress(address, networks.network(networkId).facts.bech32Prefix)
      } catch {
        return false
      }
    },
    signMessage: async ({ address, message }) => {
      const { session } = sessions.find(address)
      const parsed = parseCaipAddress(address)
      const sign = session.handle.provider.signArbitrary
      if (typeof sign !== 'function') throw new MethodNotSupportedError({ details: 'signArbitrary' })
      const { chainId } = networks.network(parsed.networkId).facts
      try {
        const signed = await sign.call(session.handle.provider, chainId, parsed.address, message)
        return JSON.stringify({ pub_key: signed.pub_key, signature: signed.signature })
      } catch (error) {
        throw toCosmosError(error)
      }
    },
    getBalance: async (request) => (await runtime()).getBalance(request),
    verifySignature: async (request) => (await runtime()).verifySignature(request),
    formatSignInMessage,
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { sessionKeplr } = await import('../walletConnect/sessionKeplr')
      if (ended()) return
      stopWalletConnect()
      registry.setSessionWallet({
        connector: walletConnectConnector(session, 'cosmos'),
        provider: sessionKeplr(session),
      })
      stopWalletConnect = session.subscribe((event) => {
        if (event.type === 'accounts') void refresh(WALLETCONNECT_CONNECTOR_ID)
      })
    },
    // The session's end disconnects a connection over it.
    detachWalletConnect: () => {
      stopWalletConnect()
      registry.setSessionWallet(undefined)
      sessions.drop(WALLETCONNECT_CONNECTOR_ID)
    },
  }
}
