import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectorNotFoundError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
  toLatchError,
  WalletRequestError,
  walletConnectProposal,
} from '@latch/core'
import bs58 from 'bs58'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { toConnectedAccount, type WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaRuntime } from '../runtime/createSolanaRuntime'
import { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
import {
  SOLANA_WALLETCONNECT_EVENTS,
  SOLANA_WALLETCONNECT_METHODS,
} from '../walletConnect/solanaWalletConnectMethods'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { toSolanaWalletError } from '../wallets/toSolanaWalletError'
import { createNetworkResolver } from './createNetworkResolver'
import type { SolanaAdapterOptions } from './types'

interface Session {
  handle: SolanaWalletHandle
  accounts: ConnectedAccount[]
  stopWatching: () => void
}

const plainAddress = (account: ConnectedAccount) => parseCaipAddress(account.address).address

/**
 * The Latch adapter for the `solana` namespace: Wallet Standard wallets (and `@solana/wallet-adapter-base`
 * adapters through `@latch/adapter-solana/legacy`), SOL and SPL transfers, CAIP-122 sign-in with ed25519
 * verification. SSR-safe: nothing touches `window` before `start()`. Only discovery, connect, message signing,
 * `isAddress` and the sign-in formatter load with the page: the @solana/kit runtime (balance, fee, transfers,
 * signature checks) is a separate chunk, imported on first use (never on idle).
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const commitment = options.commitment ?? 'confirmed'
  const listeners = new Set<(event: AdapterEvent) => void>()
  const sessions = new Map<string, Session>()
  let context: AdapterContext | undefined
  let activeNetworkId: CaipNetworkId | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'solanaAdapter: setup() was not called' })
    return context
  }
  const networks = createNetworkResolver(requireContext)
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const registry = createWalletRegistry({
    wallets: options.wallets ?? [],
    adapters: options.adapters ?? [],
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

  const onWalletAccounts = (connectorId: string, reported: readonly WalletAccountInfo[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    let accounts: ConnectedAccount[]
    try {
      accounts = reported.map((account) => toConnectedAccount(currentNetworkId(), account))
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
      return
    }
    if (accounts.length === 0) {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    const same = accounts.map((a) => a.address).join() === session.accounts.map((a) => a.address).join()
    if (same) return
    session.accounts = accounts
    emit({ type: 'accountsChanged', connectorId, accounts })
  }

  // Silent (reconnect): an empty account list means no standing grant, which is null, not an error.
  const open = async (
    handle: SolanaWalletHandle,
    networkId: CaipNetworkId,
    silent: boolean,
  ): Promise<Connection | null> => {
    const reported = await handle.connect(silent)
    const accounts = reported.map((account) => toConnectedAccount(networkId, account))
    if (accounts.length === 0 && silent) return null
    if (accounts.length === 0)
      throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
    const connectorId = handle.connector.id
    endSession(connectorId)
    const stopWatching = handle.watchAccounts((next) => onWalletAccounts(connectorId, next))
    sessions.set(connectorId, { handle, accounts, stopWatching })
    activeNetworkId = networkId
    return { connectorId, accounts, networkId }
  }

  const sessionOf = (address: string): { session: Session; address: string; networkId: CaipNetworkId } => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      if (session.accounts.some((account) => plainAddress(account) === parsed.address)) {
        return { session, address: parsed.address, networkId: parsed.networkId }
      }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<SolanaRuntime> | undefined
  const load = (): Promise<SolanaRuntime> => {
    loading ??= import('../runtime/createSolanaRuntime').then(
      ({ createSolanaRuntime }) =>
        createSolanaRuntime({
          networks,
          sessionOf: (address) => {
            const found = sessionOf(address)
            return { handle: found.session.handle, address: found.address, networkId: found.networkId }
          },
          commitment,
          rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000,
          confirmTimeoutMs: options.confirmTimeoutMs ?? 60_000,
        }),
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }

  return {
    namespace: 'solana',
    setup: (input) => {
      context = input
    },
    // Discovery only: web3.js loads with the first read or send of a connected account, never on idle for a
    // visitor who does not connect (issue 21: nothing loads before it is needed).
    start: () => {
      registry.start()
    },
    connectors: () => registry.list().map((handle) => handle.connector),
    connect: async ({ connectorId, networkId }) => {
      const handle = registry.get(connectorId)
      if (!handle) throw new ConnectorNotFoundError({ details: connectorId })
      const network = networkId ? networks.network(networkId) : networks.network(currentNetworkId())
      try {
        const connection = await open(handle, network.id, false)
        if (!connection) throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
        return connection
      } catch (error) {
        throw toSolanaWalletError(error)
      }
    },
    reconnect: async (saved) => {
      const handle = registry.get(saved.connectorId)
      if (!handle) return null
      const known =
        saved.networkId && requireContext().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await open(handle, networkId, true)
      } catch (error) {
        requireContext().logger.warn('solana: could not restore the wallet connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      const handle = session?.handle ?? registry.get(connectorId)
      try {
        await handle?.disconnect()
      } catch (error) {
        throw toLatchError(error)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // Solana wallets do not switch clusters: the dapp chooses the network (the RPC it reads and sends through),
    // and the connection's accounts are the same keys on that network. No wallet call.
    selectNetwork: async ({ connectorId, networkId }) => {
      const next = networks.network(networkId).id
      activeNetworkId = next
      const session = sessions.get(connectorId)
      if (!session) throw new ProviderDisconnectedError({ details: connectorId })
      session.accounts = session.accounts.map((account) => ({
        ...account,
        address: `${next}:${plainAddress(account)}`,
      }))
      return { connectorId, accounts: session.accounts, networkId: next }
    },
    isAddress: isSolanaAddress,
    getBalance: async (input) => (await load()).getBalance(input),
    getTokenBalances: async (input) => (await load()).getTokenBalances(input),
    getActivity: async (input) => (await load()).getActivity(input),
    signMessage: async ({ address, message }) => {
      const { session, address: plain } = sessionOf(address)
      const sign = session.handle.signMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'solana:signMessage' })
      try {
        return bs58.encode(await sign(plain, new TextEncoder().encode(message)))
      } catch (error) {
        throw toSolanaWalletError(error)
      }
    },
    sendTransfer: async (request) => (await load()).sendTransfer(request),
    estimateTransferFee: async (request) => (await load()).estimateTransferFee(request),
    formatSignInMessage: formatSolanaSignInMessage,
    verifySignature: async (input) => (await load()).verifySignature(input),
    getProvider: (connectorId) => registry.get(connectorId)?.raw,
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
          registry.setSessionWallet(undefined)
        })
        return import('../walletConnect/fromWalletConnectSession').then(
          ({ fromWalletConnectSession }) => {
            if (!ended) registry.setSessionWallet(fromWalletConnectSession(session, () => activeNetworkId))
          },
          (error: unknown) => {
            throw toLatchError(error)
          },
        )
      },
    },
  }
}
