import type { CaipNetworkId, OpenConnection, WalletSession, WalletSide, WalletSideShell } from '@latch/core'
import {
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  loadChunk,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  SignMessageError,
  toLatchError,
  WALLETCONNECT_CONNECTOR_ID,
} from '@latch/core'
import { isStacksAddress } from '../address/isStacksAddress'
import { stacksNetworkFacts } from '../networks/stacksNetworkFacts'
import { formatStacksSignInMessage } from '../siwx/formatStacksSignInMessage'
import { createProviderRegistry } from '../wallets/createProviderRegistry'
import { requestWallet } from '../wallets/requestWallet'
import type { StacksWallet } from '../wallets/types'
import { createConnectionStore } from './createConnectionStore'
import type { StacksAdapterOptions } from './types'
import { watchProvider } from './watchProvider'

/**
 * The part of `stacksAdapter` that `stacksAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): wallet discovery (`wbip_providers`) and the connectors, the sessions and their remembered
 * grants, connect, sign, the c32 address check and the sign-in formatter. The @stacks SDK runtime (account checks,
 * balances, signature checks) is a further chunk it imports on connect / reconnect.
 */
export type StacksWalletSide = WalletSide<'selectNetwork' | 'getBalance' | 'verifySignature'>

interface StacksSession extends WalletSession {
  wallet: StacksWallet
  networkId: CaipNetworkId
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
export function createStacksWalletSide(shell: WalletSideShell<StacksAdapterOptions>): StacksWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context, { facts: (network) => stacksNetworkFacts(network.id) })
  const saved = createConnectionStore(options.storage, () => context().logger)
  // A connection that ends on the wallet's side is forgotten here too (its grant is gone).
  const sessions = createSessionStore<StacksSession>((event) => {
    if (event.type === 'disconnected') saved.remove(event.connectorId)
    emit(event)
  })
  const registry = createProviderRegistry(options, sessions.walletsChanged)
  const load = loadChunk(
    () => import('../runtime/createStacksRuntime'),
    ({ createStacksRuntime }) => createStacksRuntime({ networks, options }),
  )

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
        context().logger.warn('stacks: could not read the changed accounts', toLatchError(error))
        return
      }
    }
    try {
      const runtime = await load()
      if (Array.isArray(reported) && reported.length === 0) return sessions.drop(connectorId)
      const accounts = runtime.toConnectedAccounts(reported, session.networkId)
      saved.write(connectorId, reported)
      sessions.update(connectorId, accounts)
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      if (sessions.get(connectorId) === session) sessions.drop(connectorId, toLatchError(error))
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
      networks.select(networkId)
      emit({ type: 'networkChanged', connectorId, networkId, accounts })
    } catch (error) {
      context().logger.warn(`stacks: ignored the wallet's move to ${String(name)}`, toLatchError(error))
    }
  }

  // The session over the addresses the wallet reported (checked by the runtime: RELIABILITY #7).
  const startSession = async (wallet: StacksWallet, networkId: CaipNetworkId, reported: unknown) => {
    const runtime = await load()
    const accounts = runtime.toConnectedAccounts(reported, networkId)
    const connectorId = wallet.info.id
    sessions.set(connectorId, {
      wallet,
      accounts,
      networkId,
      stopWatching: watchProvider(wallet.provider, {
        accountChange: (payload) => void onAccounts(connectorId, payload),
        networkChange: (payload) => void onNetwork(connectorId, payload),
        disconnect: () => sessions.drop(connectorId),
      }),
    })
    saved.write(connectorId, reported)
    networks.select(networkId)
    return { connectorId, accounts, networkId }
  }

  /** What the wallet grants this site on `networkId`: asked with a prompt, or silently where it can say. */
  const grantedAddresses = async (
    wallet: StacksWallet,
    connectorId: string,
    networkId: CaipNetworkId,
    silent: boolean,
  ) => {
    const walletNetwork = networks.network(networkId).facts.walletNetwork
    if (!silent)
      return addressesOf(await requestWallet(wallet.provider, 'getAddresses', { network: walletNetwork }))
    let reported: unknown
    try {
      reported = await silentAddresses(wallet, networkId)
    } catch (error) {
      // The wallet says this site has no grant any more: nothing to restore.
      if (NO_GRANT_CODES.has(walletCode(error) as number)) {
        saved.remove(connectorId)
        return undefined
      }
      if (!(error instanceof MethodNotSupportedError)) throw error
    }
    // Wallets without a silent account read (Leather): what they granted last, as @stacks/connect keeps it.
    return reported ?? saved.read(connectorId)
  }

  const connectTo: OpenConnection<StacksWallet> = async (wallet, networkId, silent, connectorId) => {
    await load()
    const reported = await grantedAddresses(wallet, connectorId, networkId, silent)
    if (silent && reported === undefined) return null
    return startSession(wallet, networkId, reported)
  }

  // Stacks wallets sign with the Stacks account only: the main one.
  const sessionOf = (address: string): StacksSession => {
    const found = sessions.find(address)
    if (found.index !== 0) throw new NamespaceOrAddressNotFoundError({ details: address })
    return found.session
  }

  return {
    // The list was empty until the wallet side arrived: the host's own wallets are news (discovered ones are
    // reported as they are found).
    reportsWalletsOnArrival: true,
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
    ...connectMembers({ shell, networks, find: registry.get, open: connectTo }),
    disconnect: async (connectorId) => {
      sessions.end(connectorId)
      saved.remove(connectorId)
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const next = networks.network(networkId).id
      const session = sessions.require(connectorId)
      // A WalletConnect wallet answers only on the networks it approved (RELIABILITY #12); ask it, no prompt.
      if (session.wallet.walletConnect) await silentAddresses(session.wallet, next)
      const runtime = await load()
      const accounts = runtime.accountsForNetwork(session.accounts, next)
      Object.assign(session, { accounts, networkId: next })
      networks.select(next)
      return { connectorId, accounts, networkId: next }
    },
    isAddress: isStacksAddress,
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
    getBalance: async (request) => (await load()).getBalance(request),
    verifySignature: async (request) => (await load()).verifySignature(request),
    getProvider: (connectorId) => registry.get(connectorId)?.provider,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { sessionStacksProvider } = await import('../walletConnect/sessionStacksProvider')
      if (ended()) return
      registry.setSessionWallet({
        info: {
          id: WALLETCONNECT_CONNECTOR_ID,
          name: session.peer.name,
          ...(session.peer.icon ? { icon: session.peer.icon } : {}),
        },
        provider: sessionStacksProvider(session, networks.selected),
        walletConnect: true,
      })
    },
    // The session's end removes its wallet, which disconnects a connection over it.
    detachWalletConnect: () => registry.setSessionWallet(undefined),
  }
}
