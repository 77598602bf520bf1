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
  SignMessageError,
  toLatchError,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectSession,
} from '@latch/core'
import { isStacksAddress } from '../address/isStacksAddress'
import type { StacksRuntime } from '../runtime/createStacksRuntime'
import { formatStacksSignInMessage } from '../siwx/formatStacksSignInMessage'
import { createProviderRegistry } from '../wallets/createProviderRegistry'
import { requestWallet } from '../wallets/requestWallet'
import type { StacksWallet } from '../wallets/types'
import { createConnectionStore } from './createConnectionStore'
import { createNetworkResolver } from './createNetworkResolver'
import type { StacksAdapterOptions } from './types'
import { watchProvider } from './watchProvider'

/**
 * The part of `stacksAdapter` that `stacksAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): wallet discovery (`wbip_providers`) and the connectors, the sessions and their remembered
 * grants, connect, sign, the c32 address check and the sign-in formatter. The @stacks SDK runtime (account checks,
 * balances, signature checks) is a further chunk it imports on connect / reconnect.
 */
export type StacksWallets = Required<
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
  /** Starts `wbip_providers` discovery (when enabled), which emits `connectorsChanged` on each change; idempotent. */
  start(): void
  /**
   * Lists the wallet of a settled WalletConnect session (replacing an earlier one) until the session ends, unless
   * it `ended()` while its code loaded.
   */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
}

interface Session {
  wallet: StacksWallet
  accounts: ConnectedAccount[]
  networkId: CaipNetworkId
  stopWatching: () => void
}

const WALLET_NETWORK_IDS: Readonly<Record<string, CaipNetworkId>> = {
  mainnet: 'stacks:1',
  testnet: 'stacks:2147483648',
}

const addressesOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { addresses?: unknown }).addresses : undefined

/** The wallet's own JSON-RPC code behind a Latch error (e.g. -32002 "access denied"). */
const walletCode = (error: unknown): unknown =>
  (error as { cause?: { code?: unknown } } | undefined)?.cause?.code

// A wallet that can tell whether this site still holds a grant answers one of these when it does not.
const NO_GRANT_CODES = new Set([-32002, 4100])

/** Builds the wallet side of the stacks adapter over the shell's context and event channel. */
export function createStacksWallets(input: {
  options: StacksAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): StacksWallets {
  const { options, context: requireContext, emit } = input
  const sessions = new Map<string, Session>()
  let activeNetworkId: CaipNetworkId | undefined

  const networks = createNetworkResolver(requireContext)
  const store = createConnectionStore(options.storage, () => requireContext().logger)
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const dropSession = (
    connectorId: string,
    error?: ProviderDisconnectedError | ReturnType<typeof toLatchError>,
  ) => {
    endSession(connectorId)
    store.remove(connectorId)
    emit(error ? { type: 'disconnected', connectorId, error } : { type: 'disconnected', connectorId })
  }
  const registry = createProviderRegistry({
    wallets: options.wallets ?? [],
    discover: options.discover ?? true,
    onChange: (removed) => {
      for (const connectorId of removed)
        if (sessions.has(connectorId))
          dropSession(connectorId, new ProviderDisconnectedError({ details: connectorId }))
      emit({ type: 'connectorsChanged' })
    },
  })

  let stopWalletConnect = () => {}

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<StacksRuntime> | undefined
  const load = (): Promise<StacksRuntime> => {
    loading ??= import('../runtime/createStacksRuntime').then(
      ({ createStacksRuntime }) =>
        createStacksRuntime({
          networks,
          balanceTimeoutMs: options.balanceTimeoutMs ?? 15_000,
          ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        }),
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }
  const walletNetwork = (networkId: CaipNetworkId) => networks.network(networkId).facts.walletNetwork

  /** Asks a wallet for its addresses without a prompt, where it can; undefined when it cannot say. */
  const silentAddresses = async (wallet: StacksWallet, networkId: CaipNetworkId): Promise<unknown> =>
    addressesOf(
      await requestWallet(wallet.provider, 'wallet_getAccount', { network: walletNetwork(networkId) }),
    )

  const onAccounts = async (connectorId: string, payload: unknown) => {
    const session = sessions.get(connectorId)
    if (!session) return
    let reported = addressesOf(payload)
    if (reported === undefined) {
      try {
        reported = await silentAddresses(session.wallet, session.networkId)
      } catch (error) {
        // The wallet said its accounts changed but cannot tell them without a prompt: keep what we have.
        requireContext().logger.warn('stacks: could not read the changed accounts', toLatchError(error))
        return
      }
    }
    try {
      const runtime = await load()
      if (Array.isArray(reported) && reported.length === 0) {
        dropSession(connectorId)
        return
      }
      const accounts = runtime.toConnectedAccounts(reported, session.networkId)
      if (accounts.map((account) => account.address).join() === session.accounts.map((a) => a.address).join())
        return
      session.accounts = accounts
      store.write(connectorId, reported)
      emit({ type: 'accountsChanged', connectorId, accounts })
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      if (sessions.get(connectorId) === session) dropSession(connectorId, toLatchError(error))
    }
  }

  const onNetwork = async (connectorId: string, payload: unknown) => {
    const session = sessions.get(connectorId)
    const named = payload as { stacks?: { name?: unknown }; network?: unknown } | undefined
    const name = named?.stacks?.name ?? named?.network
    const networkId = typeof name === 'string' ? WALLET_NETWORK_IDS[name] : undefined
    if (!session || !networkId || networkId === session.networkId) return
    try {
      networks.network(networkId)
      const runtime = await load()
      const reported = addressesOf(payload)
      const accounts =
        reported === undefined
          ? runtime.accountsForNetwork(session.accounts, networkId)
          : runtime.toConnectedAccounts(reported, networkId)
      Object.assign(session, { accounts, networkId })
      activeNetworkId = networkId
      emit({ type: 'networkChanged', connectorId, networkId, accounts })
    } catch (error) {
      requireContext().logger.warn(
        `stacks: ignored the wallet's move to ${String(name)}`,
        toLatchError(error),
      )
    }
  }

  const open = async (
    wallet: StacksWallet,
    networkId: CaipNetworkId,
    reported: unknown,
  ): Promise<Connection> => {
    const runtime = await load()
    const accounts = runtime.toConnectedAccounts(reported, networkId)
    const connectorId = wallet.info.id
    endSession(connectorId)
    const stopWatching = watchProvider(wallet.provider, {
      accountChange: (payload) => void onAccounts(connectorId, payload),
      networkChange: (payload) => void onNetwork(connectorId, payload),
      disconnect: () => {
        if (sessions.has(connectorId)) dropSession(connectorId)
      },
    })
    sessions.set(connectorId, { wallet, accounts, networkId, stopWatching })
    store.write(connectorId, reported)
    activeNetworkId = networkId
    return { connectorId, accounts, networkId }
  }

  const sessionOf = (address: string): Session => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      const main = session.accounts[0]
      if (main && parseCaipAddress(main.address).address === parsed.address) return session
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  return {
    start: () => registry.start(),
    connectors: () =>
      registry.list().map(({ info, walletConnect }) => ({
        id: info.id,
        name: info.name,
        namespace: 'stacks',
        type: walletConnect ? ('walletConnect' as const) : ('announced' as const),
        ...(info.icon ? { imageUrl: info.icon } : {}),
        installed: true,
      })),
    connect: async ({ connectorId, networkId }) => {
      const wallet = registry.get(connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ details: connectorId })
      const network = networks.network(networkId ?? currentNetworkId())
      try {
        await load()
        const result = await requestWallet(wallet.provider, 'getAddresses', {
          network: network.facts.walletNetwork,
        })
        return await open(wallet, network.id, addressesOf(result))
      } catch (error) {
        throw toLatchError(error)
      }
    },
    reconnect: async (saved) => {
      const wallet = registry.get(saved.connectorId)
      if (!wallet) return null
      const known =
        saved.networkId && requireContext().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        await load()
        let reported: unknown
        try {
          reported = await silentAddresses(wallet, networkId)
        } catch (error) {
          // The wallet says this site has no grant any more: nothing to restore.
          if (NO_GRANT_CODES.has(walletCode(error) as number)) {
            store.remove(saved.connectorId)
            return null
          }
          if (!(error instanceof MethodNotSupportedError)) throw error
        }
        // Wallets without a silent account read (Leather): what they granted last, as @stacks/connect keeps it.
        reported ??= store.read(saved.connectorId)
        return reported === undefined ? null : await open(wallet, networkId, reported)
      } catch (error) {
        requireContext().logger.warn('stacks: could not restore the wallet connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      endSession(connectorId)
      store.remove(connectorId)
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const next = networks.network(networkId).id
      const session = sessions.get(connectorId)
      if (!session) throw new ConnectorNotFoundError({ details: connectorId })
      // A WalletConnect wallet answers only on the networks it approved (RELIABILITY #12); ask it, no prompt.
      if (session.wallet.walletConnect) await silentAddresses(session.wallet, next)
      const runtime = await load()
      const accounts = runtime.accountsForNetwork(session.accounts, next)
      Object.assign(session, { accounts, networkId: next })
      activeNetworkId = next
      return { connectorId, accounts, networkId: next }
    },
    isAddress: isStacksAddress,
    getBalance: async (input) => (await load()).getBalance(input),
    signMessage: async ({ address, message }) => {
      const session = sessionOf(address)
      let result: unknown
      try {
        result = await requestWallet(session.wallet.provider, 'stx_signMessage', {
          message,
          network: walletNetwork(session.networkId),
        })
      } catch (error) {
        throw toLatchError(error)
      }
      const signature = (result as { signature?: unknown } | undefined)?.signature
      if (typeof signature !== 'string' || !/^(0x)?[0-9a-f]{130}$/i.test(signature))
        throw new SignMessageError({ details: 'stx_signMessage returned no RSV signature' })
      return signature.replace(/^0x/i, '').toLowerCase()
    },
    formatSignInMessage: formatStacksSignInMessage,
    verifySignature: async (input) => (await load()).verifySignature(input),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      let sessionStacksProvider: typeof import('../walletConnect/sessionStacksProvider').sessionStacksProvider
      try {
        ;({ sessionStacksProvider } = await import('../walletConnect/sessionStacksProvider'))
      } catch (error) {
        throw toLatchError(error)
      }
      if (ended()) return
      stopWalletConnect()
      registry.setSessionWallet({
        info: {
          id: WALLETCONNECT_CONNECTOR_ID,
          name: session.peer.name,
          ...(session.peer.icon ? { icon: session.peer.icon } : {}),
        },
        provider: sessionStacksProvider(session, () => activeNetworkId),
        walletConnect: true,
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
