import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectorNotFoundError,
  chunkLoadError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
  UnsupportedChainError,
  type WalletConnectSession,
  WalletRequestError,
  walletConnectConnector,
} from '@latch/core'
import type { WalletAccount } from '@mysten/wallet-standard'
import { isSuiAddress } from '../address/isSuiAddress'
import type { SuiRuntime } from '../runtime/createSuiRuntime'
import { formatSuiSignInMessage } from '../siwx/formatSuiSignInMessage'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { type SuiWallet, suiFeatures } from '../wallets/suiFeatures'
import { toSuiError } from '../wallets/toSuiError'
import { createNetworkResolver } from './createNetworkResolver'
import type { SuiAdapterOptions } from './types'

/**
 * The part of `suiAdapter` that `suiAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): Wallet Standard discovery and the connectors, the sessions, connect, sign, the address check and
 * the sign-in formatter. @mysten/sui is a further chunk it imports on connect, reconnect, balance or verification.
 */
export type SuiWallets = Required<
  Pick<
    ChainAdapter,
    | 'connectors'
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'signMessage'
    | 'selectNetwork'
    | 'isAddress'
    | 'formatSignInMessage'
    | 'getProvider'
  >
> & {
  /** Starts Wallet Standard discovery (when enabled) and emits `connectorsChanged`; idempotent. */
  start(): void
  /** The @mysten/sui runtime, imported once; a failed import is retried at the next call. */
  runtime(): Promise<SuiRuntime>
  /** Lists the wallet of a WalletConnect session, unless it `ended()` while its code loaded. */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
}

/** A connected account beside the wallet's own account object, which signing hands back to the wallet. */
interface Entry {
  account: ConnectedAccount
  walletAccount: WalletAccount
}

interface Session {
  wallet: SuiWallet
  /** Every account the wallet granted, whatever chains they declare (selectNetwork picks among them). */
  walletAccounts: readonly WalletAccount[]
  /** The granted accounts that declare the current network, checked and normalised. */
  entries: Entry[]
  stopWatching: () => void
}

const plainAddress = (account: ConnectedAccount) => parseCaipAddress(account.address).address

// The networks an account declares. `sui:unknown` (what @mysten/dapp-kit's burner wallet declares) names none.
const declaredChains = (account: WalletAccount): unknown[] => {
  const chains: unknown = (account as Partial<WalletAccount> | null)?.chains
  return Array.isArray(chains) ? chains.filter((chain) => chain !== 'sui:unknown') : []
}

// An account that declares no network is taken as usable on every Sui network.
const declares = (account: WalletAccount, networkId: CaipNetworkId) => {
  const chains = declaredChains(account)
  return chains.length === 0 || chains.includes(networkId)
}

/** Builds the wallet side of the sui adapter over the shell's context and event channel. */
export function createSuiWallets(input: {
  options: SuiAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): SuiWallets {
  const { options, context, emit } = input
  const sessions = new Map<string, Session>()
  let activeNetworkId: CaipNetworkId | undefined
  let runtime: SuiRuntime | undefined

  const networks = createNetworkResolver(context)
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const registry = createWalletRegistry({
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

  let stopWalletConnect = () => {}

  // One import of the @mysten/sui chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<SuiRuntime> | undefined
  const load = (): Promise<SuiRuntime> => {
    loading ??= import('../runtime/createSuiRuntime').then(
      ({ createSuiRuntime }) => {
        runtime = createSuiRuntime({ networks, rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000 })
        return runtime
      },
      (error: unknown) => {
        loading = undefined
        throw toSuiError(error)
      },
    )
    return loading
  }

  /** The granted accounts usable on `networkId`, checked (throws `InvalidAddressError`). */
  const entriesFor = (loaded: SuiRuntime, networkId: CaipNetworkId, granted: readonly WalletAccount[]) => {
    const usable = granted.filter((account) => declares(account, networkId))
    const accounts = loaded.toAccounts(networkId, usable)
    return usable.map((walletAccount, index) => ({
      walletAccount,
      account: accounts[index] as ConnectedAccount,
    }))
  }

  const onWalletAccounts = (connectorId: string, granted: readonly WalletAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session || !runtime) return
    let entries: Entry[]
    try {
      entries = entriesFor(runtime, currentNetworkId(), granted)
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toSuiError(error) })
      return
    }
    if (entries.length === 0) {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    session.walletAccounts = granted
    const before = session.entries.map((entry) => entry.account.address).join()
    session.entries = entries
    if (entries.map((entry) => entry.account.address).join() === before) return
    emit({ type: 'accountsChanged', connectorId, accounts: entries.map((entry) => entry.account) })
  }

  // Silent (reconnect): no granted account means no standing grant, which is null, not an error.
  const open = async (
    wallet: SuiWallet,
    connectorId: string,
    networkId: CaipNetworkId,
    silent: boolean,
  ): Promise<Connection | null> => {
    const features = suiFeatures(wallet)
    const [loaded, output] = await Promise.all([
      load(),
      features.connect(silent ? { silent: true } : undefined),
    ])
    const entries = entriesFor(loaded, networkId, output.accounts)
    if (entries.length === 0 && silent) return null
    if (entries.length === 0) {
      throw new WalletRequestError({ details: `the wallet granted no account on ${networkId}` })
    }
    endSession(connectorId)
    const stopWatching = features.onChange((properties) => {
      if (properties.accounts) onWalletAccounts(connectorId, properties.accounts)
    })
    sessions.set(connectorId, { wallet, walletAccounts: output.accounts, entries, stopWatching })
    activeNetworkId = networkId
    return { connectorId, accounts: entries.map((entry) => entry.account), networkId }
  }

  const entryOf = (address: string): { session: Session; entry: Entry } => {
    const plain = parseCaipAddress(address).address.toLowerCase()
    for (const session of sessions.values()) {
      const entry = session.entries.find((candidate) => plainAddress(candidate.account) === plain)
      if (entry) return { session, entry }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  return {
    start: () => registry.start(),
    runtime: load,
    connectors: () => registry.connectors(),
    connect: async ({ connectorId, networkId }) => {
      const wallet = registry.get(connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ details: connectorId })
      const network = networks.network(networkId ?? currentNetworkId())
      try {
        const connection = await open(wallet, connectorId, network.id, false)
        if (!connection) throw new WalletRequestError({ details: 'the wallet granted no Sui account' })
        return connection
      } catch (error) {
        throw toSuiError(error)
      }
    },
    reconnect: async (saved) => {
      const wallet = registry.get(saved.connectorId)
      if (!wallet) return null
      const known = saved.networkId && context().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await open(wallet, saved.connectorId, networkId, true)
      } catch (error) {
        context().logger.warn('sui: could not restore the wallet connection', toSuiError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      const wallet = session?.wallet ?? registry.get(connectorId)
      try {
        if (wallet) await suiFeatures(wallet).disconnect?.()
      } catch (error) {
        throw toSuiError(error)
      }
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      // Sui wallets do not switch networks: the dapp picks the chain its requests carry and the RPC it reads.
      const network = networks.network(networkId)
      const session = sessions.get(connectorId)
      if (!session || !runtime) throw new ConnectorNotFoundError({ details: connectorId })
      const entries = entriesFor(runtime, network.id, session.walletAccounts)
      if (entries.length === 0) {
        throw new UnsupportedChainError({ details: `${connectorId} has no account on ${network.id}` })
      }
      session.entries = entries
      activeNetworkId = network.id
      return { connectorId, accounts: entries.map((entry) => entry.account), networkId: network.id }
    },
    // A Sui address is the same on every Sui network; a network of another namespace has none.
    isAddress: (address: string, networkId?: CaipNetworkId) =>
      isSuiAddress(address) && (networkId === undefined || networkId.startsWith('sui:')),
    signMessage: async ({ address, message }) => {
      const { session, entry } = entryOf(address)
      // The wallet's feature decides, as @mysten/dapp-kit does: an account's own `features` list is not read, since
      // Mysten's burner wallet lists only its transaction features there yet signs messages.
      const sign = suiFeatures(session.wallet).signPersonalMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'sui:signPersonalMessage' })
      try {
        const { signature } = await sign({
          account: entry.walletAccount,
          message: new TextEncoder().encode(message),
          chain: currentNetworkId() as `${string}:${string}`,
        })
        return signature
      } catch (error) {
        throw toSuiError(error)
      }
    },
    formatSignInMessage: formatSuiSignInMessage,
    getProvider: (connectorId) => registry.get(connectorId),
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { sessionSuiWallet } = await import('../walletConnect/sessionSuiWallet').catch(
        (error: unknown) => {
          throw chunkLoadError(error)
        },
      )
      if (ended()) return
      stopWalletConnect()
      registry.setSessionWallet({
        wallet: sessionSuiWallet(session, () => activeNetworkId),
        connector: walletConnectConnector(session, 'sui'),
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
