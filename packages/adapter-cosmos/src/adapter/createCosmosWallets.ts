import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectorNotFoundError,
  formatSignInMessage,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  parseCaipAddress,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectSession,
  walletConnectConnector,
} from '@latch/core'
import { isCosmosAddress } from '../address/decodeCosmosAddress'
import { preloadAddressDerivation } from '../address/loadAddressDerivation'
import { toConnectedAccount } from '../address/toConnectedAccount'
import { cosmosChainOf } from '../networks/cosmosChainOf'
import { toChainInfo } from '../networks/toChainInfo'
import type { CosmosRuntime } from '../runtime/createCosmosRuntime'
import { type CosmosWalletHandle, createWalletRegistry } from '../wallets/createWalletRegistry'
import { toCosmosError } from '../wallets/toCosmosError'
import { createNetworkResolver } from './createNetworkResolver'
import { enableChain } from './enableChain'
import type { CosmosAdapterOptions } from './types'

/**
 * The part of `cosmosAdapter` that `cosmosAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): Keplr-interface discovery (globals and announcements) and the connectors, the sessions, chain
 * grants, connect, ADR-36 signing, the bech32 address check and the sign-in formatter. The @cosmjs runtime
 * (balances, signature checks) is a further chunk it imports after a connection.
 */
export type CosmosWallets = Required<
  Pick<
    ChainAdapter,
    | 'connectors'
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'signMessage'
    | 'selectNetwork'
    | 'getBalance'
    | 'verifySignature'
    | 'isAddress'
    | 'formatSignInMessage'
    | 'getProvider'
  >
> & {
  /** Starts discovery on the adapter's window (when enabled); each wallet found emits `connectorsChanged`. */
  start(): void
  /**
   * Lists the wallet of a settled WalletConnect session (replacing an earlier one) until the session ends, unless
   * it `ended()` while its code loaded.
   */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
}

interface Session {
  handle: CosmosWalletHandle
  networkId: CaipNetworkId
  accounts: ConnectedAccount[]
  /** Chain ids the wallet granted this site while connected: selecting one of them needs no prompt. */
  granted: Set<string>
  /** Bumped on every change, so a slow key read never overwrites a newer one. */
  version: number
  stopWatching: () => void
}

// How long a reload waits for the saved wallet to inject itself (Keplr is there by the page's `load`).
const RECONNECT_WAIT_MS = 3_000

const sameAccounts = (a: ConnectedAccount[], b: ConnectedAccount[]) =>
  a.map((account) => account.address).join() === b.map((account) => account.address).join()

/** Builds the wallet side of the cosmos adapter over the shell's context and event channel. */
export function createCosmosWallets(input: {
  options: CosmosAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): CosmosWallets {
  const { options, context: requireContext, emit } = input
  const sessions = new Map<string, Session>()
  let target: EventTarget | undefined
  let activeNetworkId: CaipNetworkId | undefined

  const networks = createNetworkResolver(requireContext)
  const registry = createWalletRegistry({
    wallets: options.wallets ?? [],
    discover: options.discover ?? true,
    onChange: () => emit({ type: 'connectorsChanged' }),
  })
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const hostChainIds = () =>
    networks.all().flatMap((network) => {
      try {
        return [cosmosChainOf(network).chainId]
      } catch {
        return []
      }
    })

  // The wallet's key for the session's chain, as accounts; a wallet-side failure is a typed error.
  const readAccounts = async (handle: CosmosWalletHandle, networkId: CaipNetworkId) => {
    const { network, chain } = networks.resolve(networkId)
    try {
      const key = await handle.provider.getKey(chain.chainId)
      return [await toConnectedAccount(network.id, chain.bech32Prefix, key)]
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
      if (!current() || sameAccounts(accounts, session.accounts)) return
      session.accounts = accounts
      emit({ type: 'accountsChanged', connectorId, accounts })
    } catch (error) {
      if (!current()) return
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toCosmosError(error) })
    }
  }

  const watch = (handle: CosmosWalletHandle): (() => void) => {
    const event = handle.keystoreEvent
    if (!target || !event) return () => {}
    const listener = () => void refresh(handle.connector.id)
    target.addEventListener(event, listener)
    return () => target?.removeEventListener(event, listener)
  }

  const open = (handle: CosmosWalletHandle, networkId: CaipNetworkId, granted: readonly string[]) =>
    readAccounts(handle, networkId).then((accounts): Connection => {
      const connectorId = handle.connector.id
      endSession(connectorId)
      sessions.set(connectorId, {
        handle,
        networkId,
        accounts,
        granted: new Set(granted),
        version: 0,
        stopWatching: watch(handle),
      })
      activeNetworkId = networkId
      return { connectorId, accounts, networkId }
    })

  const grant = (handle: CosmosWalletHandle, networkId: CaipNetworkId, alsoChainIds: readonly string[]) => {
    const { network, chain } = networks.resolve(networkId)
    return enableChain({
      wallet: handle.provider,
      chainId: chain.chainId,
      chainInfo: () => toChainInfo(network, chain, networks.rpcUrl(network.id)),
      alsoChainIds,
    })
  }

  // The session's new accounts (session_update) reach the connection as a keystore change does; its end disconnects.
  let stopWalletConnect = () => {}
  const followSession = (session: WalletConnectSession) =>
    session.subscribe((event) => {
      if (event.type !== 'ended') {
        if (event.type === 'accounts') void refresh(WALLETCONNECT_CONNECTOR_ID)
        return
      }
      stopWalletConnect()
      stopWalletConnect = () => {}
      registry.setSessionWallet(undefined)
      if (!sessions.has(WALLETCONNECT_CONNECTOR_ID)) return
      endSession(WALLETCONNECT_CONNECTOR_ID)
      emit({ type: 'disconnected', connectorId: WALLETCONNECT_CONNECTOR_ID })
    })

  const sessionOf = (address: string) => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      if (session.accounts.some((account) => account.address === address)) return { session, parsed }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<CosmosRuntime> | undefined
  const load = (): Promise<CosmosRuntime> => {
    loading ??= import('../runtime/createCosmosRuntime').then(
      ({ createCosmosRuntime }) =>
        createCosmosRuntime({ networks, rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000 }),
      (error: unknown) => {
        loading = undefined
        throw toCosmosError(error)
      },
    )
    return loading
  }
  // Connected (or restoring): fetch the runtime in the background so the first balance read does not wait.
  const prefetch = () => {
    load().catch((error: unknown) => requireContext().logger.warn('could not load the cosmos runtime', error))
  }

  return {
    start: () => {
      target = options.window ?? (globalThis as { window?: EventTarget }).window
      registry.start(target)
    },
    connectors: () => registry.list().map((handle) => handle.connector),
    connect: async ({ connectorId, networkId }) => {
      const handle = registry.get(connectorId)
      if (!handle) throw new ConnectorNotFoundError({ details: connectorId })
      const id = networks.resolve(networkId ?? activeNetworkId ?? networks.defaultNetwork().id).network.id
      // The account check's key derivation loads while the visitor approves in the wallet.
      preloadAddressDerivation()
      try {
        const granted = await grant(handle, id, hostChainIds())
        const connection = await open(handle, id, granted)
        prefetch()
        return connection
      } catch (error) {
        throw toCosmosError(error)
      }
    },
    reconnect: async (saved) => {
      preloadAddressDerivation()
      const handle = await registry.waitFor(saved.connectorId, RECONNECT_WAIT_MS)
      if (!handle) return null
      const known = saved.networkId && networks.all().some((network) => network.id === saved.networkId)
      const networkId =
        known && saved.networkId ? saved.networkId : (activeNetworkId ?? networks.defaultNetwork().id)
      try {
        // A granted chain enables silently: Keplr-interface wallets prompt only for a site they do not trust.
        const { chain } = networks.resolve(networkId)
        await handle.provider.enable(chain.chainId)
        const connection = await open(handle, networkId, [chain.chainId])
        prefetch()
        return connection
      } catch (error) {
        requireContext().logger.warn('cosmos: could not restore the wallet connection', toCosmosError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      const provider = session?.handle.provider
      if (!provider?.disable || !session) return
      try {
        await provider.disable([...session.granted])
      } catch (error) {
        // The site is disconnected either way; a wallet that cannot revoke keeps its own grant.
        requireContext().logger.warn('cosmos: the wallet could not revoke the site', toCosmosError(error))
      }
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const session = sessions.get(connectorId)
      if (!session) throw new ConnectorNotFoundError({ details: connectorId })
      const { network, chain } = networks.resolve(networkId)
      try {
        // A chain granted at connect is read silently; one the wallet had not granted asks it once (documented).
        if (!session.granted.has(chain.chainId)) {
          for (const id of await grant(session.handle, network.id, [])) session.granted.add(id)
        }
        const accounts = await readAccounts(session.handle, network.id)
        session.version += 1
        session.networkId = network.id
        session.accounts = accounts
        activeNetworkId = network.id
        return { connectorId, accounts, networkId: network.id }
      } catch (error) {
        throw toCosmosError(error)
      }
    },
    isAddress: (address, networkId) => {
      if (!networkId) return isCosmosAddress(address)
      try {
        return isCosmosAddress(address, networks.resolve(networkId).chain.bech32Prefix)
      } catch {
        return false
      }
    },
    getBalance: async (input) => (await load()).getBalance(input),
    signMessage: async ({ address, message }) => {
      const { session, parsed } = sessionOf(address)
      const sign = session.handle.provider.signArbitrary
      if (typeof sign !== 'function') throw new MethodNotSupportedError({ details: 'signArbitrary' })
      const { chain } = networks.resolve(parsed.networkId)
      try {
        const signed = await sign.call(session.handle.provider, chain.chainId, parsed.address, message)
        return JSON.stringify({ pub_key: signed.pub_key, signature: signed.signature })
      } catch (error) {
        throw toCosmosError(error)
      }
    },
    formatSignInMessage: formatSignInMessage,
    verifySignature: async (input) => (await load()).verifySignature(input),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      let sessionKeplr: typeof import('../walletConnect/sessionKeplr').sessionKeplr
      try {
        ;({ sessionKeplr } = await import('../walletConnect/sessionKeplr'))
      } catch (error) {
        throw toCosmosError(error)
      }
      if (ended()) return
      stopWalletConnect()
      registry.setSessionWallet({
        connector: walletConnectConnector(session, 'cosmos'),
        provider: sessionKeplr(session),
      })
      stopWalletConnect = followSession(session)
    },
  }
}
