import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type Connection,
  ConnectorNotFoundError,
  formatSignInMessage,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import { isBitcoinAddress } from '../address/isBitcoinAddress'
import { networkIdOfWalletName } from '../networks/networkFacts'
import type { BitcoinWalletHandle, WalletEvent, WalletSnapshot } from '../runtime/BitcoinWalletHandle'
import type { BitcoinRuntime } from '../runtime/createBitcoinRuntime'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { accountsFor, type SessionAccount } from './accountsFor'
import { createNetworkResolver } from './createNetworkResolver'
import type { BitcoinAdapterOptions } from './types'

interface Session {
  handle: BitcoinWalletHandle
  networkId: CaipNetworkId
  accounts: SessionAccount[]
  stopWatching: () => void
}

const sameAccounts = (a: readonly SessionAccount[], b: readonly SessionAccount[]) =>
  a.map((entry) => entry.account.address).join() === b.map((entry) => entry.account.address).join()

/**
 * The Latch adapter for the `bip122` namespace: sats-connect providers (`window.btc_providers`) and Wallet Standard
 * wallets with `bitcoin:connect`; payment (main) and ordinals accounts; BIP-322 signatures; Esplora balances.
 * SSR-safe: nothing touches `window` before `start()`. Discovery, `isAddress` and the sign-in formatter load with
 * the page; the wallet bridges and the Esplora client load on the first connect or reconnect, and bip322-js only
 * when `verifySignature` is called.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const sessions = new Map<string, Session>()
  let context: AdapterContext | undefined
  let activeNetworkId: CaipNetworkId | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'bitcoinAdapter: setup() was not called' })
    return context
  }
  const networks = createNetworkResolver(requireContext)
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const registry = createWalletRegistry({
    providers: options.providers ?? [],
    wallets: options.wallets ?? [],
    discover: options.discover ?? true,
    onChange: (removed) => {
      for (const connectorId of removed) {
        if (!sessions.has(connectorId)) continue
        endSession(connectorId)
        emit({
          type: 'disconnected',
          connectorId,
          error: new ProviderDisconnectedError({ details: connectorId }),
        })
      }
      emit({ type: 'connectorsChanged' })
    },
  })

  // One import of the runtime chunk, shared by every caller; a failed import is retried next time.
  let loading: Promise<BitcoinRuntime> | undefined
  const load = (): Promise<BitcoinRuntime> => {
    loading ??= import('../runtime/createBitcoinRuntime').then(
      ({ createBitcoinRuntime }) => createBitcoinRuntime(),
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }

  const connection = (connectorId: string, session: Session): Connection => ({
    connectorId,
    networkId: session.networkId,
    accounts: session.accounts.map((entry) => entry.account),
  })

  // A wallet-side change: malformed accounts end the connection with the typed error (RELIABILITY #7), none at all
  // ends it quietly (#8).
  const follow = async (connectorId: string, event: WalletEvent) => {
    const session = sessions.get(connectorId)
    if (!session) return
    if (event.type === 'disconnect') {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    try {
      const networkId =
        event.type === 'network'
          ? (networkIdOfWalletName(event.network) ?? session.networkId)
          : session.networkId
      const addresses = event.addresses ?? (await session.handle.restore())?.addresses ?? []
      const accounts = accountsFor(networkId, addresses)
      if (sessions.get(connectorId) !== session) return
      if (accounts.length === 0) {
        endSession(connectorId)
        emit({ type: 'disconnected', connectorId })
        return
      }
      const networkMoved = networkId !== session.networkId
      if (!networkMoved && sameAccounts(accounts, session.accounts)) return
      session.accounts = accounts
      session.networkId = networkId
      if (networkMoved) {
        activeNetworkId = networkId
        emit({
          type: 'networkChanged',
          connectorId,
          networkId,
          accounts: accounts.map((entry) => entry.account),
        })
      } else {
        emit({ type: 'accountsChanged', connectorId, accounts: accounts.map((entry) => entry.account) })
      }
    } catch (error) {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
    }
  }

  const open = async (
    connectorId: string,
    networkId: CaipNetworkId,
    silent: boolean,
  ): Promise<Connection | null> => {
    const found = registry.get(connectorId)
    if (!found) {
      if (silent) return null
      throw new ConnectorNotFoundError({ details: connectorId })
    }
    const network = networks.network(networkId)
    const handle = (await load()).open(found)
    const snapshot: WalletSnapshot | null = silent
      ? await handle.restore()
      : await handle.connect(network.facts.walletName)
    if (!snapshot || snapshot.addresses.length === 0) {
      if (silent) return null
      throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
    }
    const accounts = accountsFor(network.id, snapshot.addresses)
    endSession(connectorId)
    const session: Session = { handle, networkId: network.id, accounts, stopWatching: () => {} }
    session.stopWatching = handle.watch((event) => void follow(connectorId, event))
    sessions.set(connectorId, session)
    activeNetworkId = network.id
    return connection(connectorId, session)
  }

  const requireSession = (connectorId: string): Session => {
    const session = sessions.get(connectorId)
    if (!session) throw new ConnectorNotFoundError({ details: connectorId })
    return session
  }

  // The dapp picks the network: the same scripts, encoded for it; the wallet is not asked.
  const selectNetwork = async (input: {
    connectorId: string
    networkId: CaipNetworkId
  }): Promise<Connection> => {
    const session = requireSession(input.connectorId)
    const network = networks.network(input.networkId)
    session.accounts = accountsFor(
      network.id,
      session.accounts.map((entry) => entry.wallet),
    )
    session.networkId = network.id
    activeNetworkId = network.id
    return connection(input.connectorId, session)
  }

  const findAccount = (address: string) => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      const entry = session.accounts.find(
        (candidate) => candidate.account.address === `${parsed.networkId}:${parsed.address}`,
      )
      if (entry) return { session, entry }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  return {
    namespace: 'bip122',
    setup: (input) => {
      context = input
    },
    start: () => registry.start(),
    connectors: () => registry.list().map((found) => found.connector),
    connect: async ({ connectorId, networkId }) => {
      try {
        const opened = await open(connectorId, networkId ?? currentNetworkId(), false)
        if (!opened) throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
        return opened
      } catch (error) {
        throw toLatchError(error)
      }
    },
    reconnect: async (saved) => {
      const known =
        saved.networkId && requireContext().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await open(saved.connectorId, networkId, true)
      } catch (error) {
        requireContext().logger.warn('bip122: could not restore the wallet connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      try {
        await session?.handle.disconnect()
      } catch (error) {
        throw toLatchError(error)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchNetwork: async (input) => {
      const session = requireSession(input.connectorId)
      const network = networks.network(input.networkId)
      let snapshot: WalletSnapshot
      try {
        snapshot = await session.handle.changeNetwork(network.facts.walletName)
      } catch (error) {
        // A wallet without wallet_changeNetwork (or a Wallet Standard one): the dapp's choice is the switch.
        if (error instanceof MethodNotSupportedError) return selectNetwork(input)
        throw toLatchError(error)
      }
      const accounts = accountsFor(network.id, snapshot.addresses)
      if (accounts.length === 0)
        throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
      session.accounts = accounts
      session.networkId = network.id
      activeNetworkId = network.id
      return connection(input.connectorId, session)
    },
    selectNetwork,
    isAddress: isBitcoinAddress,
    getBalance: async ({ address }) => {
      const parsed = parseCaipAddress(address)
      const network = networks.network(parsed.networkId)
      const runtime = await load()
      try {
        return await runtime.readBalance({
          baseUrl: networks.esploraUrl(network.id),
          address: parsed.address,
          currency: network.nativeCurrency,
          timeoutMs: options.requestTimeoutMs ?? 15_000,
        })
      } catch (error) {
        throw toLatchError(error)
      }
    },
    signMessage: async ({ address, message }) => {
      const { session, entry } = findAccount(address)
      return session.handle.signMessage(entry.wallet.address, message)
    },
    formatSignInMessage,
    verifySignature: async (input) => {
      const { verifyBitcoinSignature } = await import('../verify/verifyBitcoinSignature')
      return verifyBitcoinSignature(input)
    },
    getProvider: (connectorId) => {
      const found = registry.get(connectorId)
      return found?.kind === 'sats-connect' ? found.provider : found?.wallet
    },
  }
}
