import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  type Connector,
  ConnectorNotFoundError,
  chunkLoadError,
  formatSignInMessage,
  NamespaceOrAddressNotFoundError,
  parseCaipAddress,
  toLatchError,
  UnsupportedChainError,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectSession,
  WalletRequestError,
} from '@latch/core'
import { isPolkadotAddress } from '../address/isPolkadotAddress'
import { chainFacts } from '../networks/polkadotNetworks'
import type { PolkadotRuntime } from '../runtime/createPolkadotRuntime'
import type { Injected, InjectedAccount } from '../wallets/injectedTypes'
import { injectedWeb3, readInjectedExtensions } from '../wallets/readInjectedExtensions'
import type { PolkadotAdapterOptions } from './types'

/**
 * The part of `polkadotAdapter` that `polkadotAdapter.ts` imports with `import()` (on `start()`, `load()` or the
 * first wallet action): extension discovery under `window.injectedWeb3` and the connectors, the sessions, connect,
 * sign and the SS58 address check (noble's blake2b). @polkadot/util-crypto and @polkadot/types are a further chunk
 * it imports on connect, reconnect, balance or verification.
 */
export type PolkadotWallets = Required<
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
    | 'getBalance'
    | 'getProvider'
  >
> & {
  /** Looks for injected extensions (browser only) for `discoveryWindowMs` and emits `connectorsChanged`. */
  start(): void
  /** The @polkadot runtime, imported once; a failed import is retried at the next call. */
  runtime(): Promise<PolkadotRuntime>
  /** Lists the WalletConnect session's polkadot part as a connector, unless it `ended()` while its code loaded. */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
}

interface Session {
  injected: Injected
  /** What the extension last reported, kept to re-encode for another network. */
  reported: readonly InjectedAccount[]
  accounts: ConnectedAccount[]
  unsubscribe: () => void
}

const plainAddress = (account: ConnectedAccount) => parseCaipAddress(account.address).address
const sameAccounts = (a: readonly ConnectedAccount[], b: readonly ConnectedAccount[]) =>
  a.map((account) => account.address).join() === b.map((account) => account.address).join()

type BrowserWindow = {
  document?: {
    title?: string
    readyState?: string
    addEventListener?: (type: string, cb: () => void) => void
  }
  location?: { host?: string }
}

/** Builds the wallet side of the polkadot adapter over the shell's context and event channel. */
export function createPolkadotWallets(input: {
  options: PolkadotAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): PolkadotWallets {
  const { options, context, emit } = input
  const sessions = new Map<string, Session>()
  let activeNetworkId: CaipNetworkId | undefined
  let knownIds = ''
  // The WalletConnect session's polkadot part, driven as one more extension (connector `walletConnect`).
  let walletConnect:
    | { session: WalletConnectSession; injected: Injected; connector: Connector; stop: () => void }
    | undefined

  const network = (networkId: CaipNetworkId): CaipNetwork => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    if (!found) throw new UnsupportedChainError({ details: networkId })
    return found
  }
  const currentNetwork = (): CaipNetwork => {
    if (activeNetworkId) return network(activeNetworkId)
    const first = context().networks[0]
    if (!first) throw new UnsupportedChainError({ details: 'no Polkadot network is configured' })
    return first
  }
  const targetOf = (chosen: CaipNetwork) => ({ networkId: chosen.id, ...chainFacts(chosen) })
  /** The host's endpoints for the network first, then the network's own; later ones are fallbacks. */
  const rpcUrls = (networkId: CaipNetworkId): string[] => {
    const urls = [...(context().customRpcUrls[networkId] ?? []), ...network(networkId).rpcUrls]
    if (urls.length === 0) throw new UnsupportedChainError({ details: `${networkId} has no RPC URL` })
    return [...new Set(urls)]
  }
  const appName = (): string => {
    if (options.appName) return options.appName
    const page = (globalThis as { window?: BrowserWindow }).window
    return page?.document?.title || page?.location?.host || 'Latch'
  }

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<PolkadotRuntime> | undefined
  const load = (): Promise<PolkadotRuntime> => {
    loading ??= import('../runtime/createPolkadotRuntime').then(
      ({ createPolkadotRuntime }) => createPolkadotRuntime({ rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000 }),
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }

  const refreshConnectors = () => {
    const ids = readInjectedExtensions()
      .map((connector) => connector.id)
      .join('\n')
    if (ids === knownIds) return
    knownIds = ids
    emit({ type: 'connectorsChanged' })
  }

  const waitForExtension = async (connectorId: string, timeoutMs: number): Promise<boolean> => {
    const inBrowser = (globalThis as { window?: unknown }).window !== undefined
    for (let waited = 0; !injectedWeb3()[connectorId]; waited += 100) {
      if (!inBrowser || waited >= timeoutMs) return false
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return true
  }

  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.unsubscribe()
    sessions.delete(connectorId)
  }

  const onExtensionAccounts = (
    runtime: PolkadotRuntime,
    connectorId: string,
    reported: InjectedAccount[],
  ) => {
    const session = sessions.get(connectorId)
    if (!session) return
    let accounts: ConnectedAccount[]
    try {
      accounts = runtime.toAccounts(reported, targetOf(currentNetwork()))
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
      return
    }
    // Extensions have no disconnect event: an empty list is the site's access being revoked.
    if (accounts.length === 0) {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    session.reported = reported
    if (sameAccounts(accounts, session.accounts)) return
    session.accounts = accounts
    emit({ type: 'accountsChanged', connectorId, accounts })
  }

  // A WalletConnect wallet signs only on the chains it approved (RELIABILITY #12).
  const requireSessionChain = (networkId: CaipNetworkId) => {
    if (!walletConnect?.session.chains.includes(networkId))
      throw new UnsupportedChainError({ details: networkId })
  }
  const enable = async (connectorId: string, runtime: PolkadotRuntime, chosen: CaipNetwork) => {
    if (connectorId === WALLETCONNECT_CONNECTOR_ID) {
      requireSessionChain(chosen.id)
      return walletConnect!.injected
    }
    const entry = injectedWeb3()[connectorId]
    if (!entry) throw new ConnectorNotFoundError({ details: connectorId })
    return runtime.enable(entry, appName())
  }

  const open = async (connectorId: string, chosen: CaipNetwork): Promise<Connection | null> => {
    const runtime = await load()
    const injected = await enable(connectorId, runtime, chosen)
    let reported: InjectedAccount[]
    try {
      reported = await injected.accounts.get()
    } catch (error) {
      throw toLatchError(error)
    }
    const accounts = runtime.toAccounts(reported, targetOf(chosen))
    if (accounts.length === 0) return null
    endSession(connectorId)
    const session: Session = { injected, reported, accounts, unsubscribe: () => undefined }
    sessions.set(connectorId, session)
    activeNetworkId = chosen.id
    session.unsubscribe = injected.accounts.subscribe((next) =>
      onExtensionAccounts(runtime, connectorId, next),
    )
    return { connectorId, accounts, networkId: chosen.id }
  }

  const sessionOf = (address: string): { session: Session; address: string } => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      if (session.accounts.some((account) => plainAddress(account) === parsed.address)) {
        return { session, address: parsed.address }
      }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  return {
    // Core's CAIP-122 rules, which the page's first load does not otherwise carry.
    formatSignInMessage,
    runtime: load,
    start: () => {
      const page = (globalThis as { window?: BrowserWindow }).window
      if (!page) return
      refreshConnectors()
      // Extensions inject from a content script, some after the page has loaded: look again for a short while.
      const windowMs = options.discoveryWindowMs ?? 3_000
      const startedAt = Date.now()
      const timer = setInterval(() => {
        refreshConnectors()
        if (Date.now() - startedAt >= windowMs) clearInterval(timer)
      }, 250)
      if (page.document?.readyState !== 'complete') {
        page.document?.addEventListener?.('readystatechange', refreshConnectors)
      }
    },
    connectors: () => [...readInjectedExtensions(), ...(walletConnect ? [walletConnect.connector] : [])],
    connect: async ({ connectorId, networkId }) => {
      const chosen = networkId ? network(networkId) : currentNetwork()
      try {
        const connection = await open(connectorId, chosen)
        if (!connection) throw new WalletRequestError({ details: 'the extension has no Polkadot account' })
        return connection
      } catch (error) {
        throw toLatchError(error)
      }
    },
    reconnect: async (saved) => {
      // On page load the extension's content script may not have injected yet: wait for it a short while.
      // (Core attaches a stored WalletConnect session before it reconnects: nothing to wait for.)
      const waiting = saved.connectorId !== WALLETCONNECT_CONNECTOR_ID
      if (waiting && !(await waitForExtension(saved.connectorId, options.discoveryWindowMs ?? 3_000)))
        return null
      const known = saved.networkId && context().networks.some((item) => item.id === saved.networkId)
      const chosen = known && saved.networkId ? network(saved.networkId) : currentNetwork()
      try {
        // Extensions remember the sites they authorised: enable() answers without a prompt for those.
        return await open(saved.connectorId, chosen)
      } catch (error) {
        context().logger.warn('polkadot: could not restore the extension connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      // Extensions have no disconnect call: the site forgets the session, the extension keeps its grant.
      endSession(connectorId)
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const chosen = network(networkId)
      const session = sessions.get(connectorId)
      if (!session) throw new ConnectorNotFoundError({ details: connectorId })
      if (connectorId === WALLETCONNECT_CONNECTOR_ID) requireSessionChain(chosen.id)
      const runtime = await load()
      const accounts = runtime.toAccounts(session.reported, targetOf(chosen))
      if (accounts.length === 0) {
        throw new WalletRequestError({ details: `the extension has no account for ${chosen.name}` })
      }
      session.accounts = accounts
      activeNetworkId = chosen.id
      return { connectorId, accounts, networkId: chosen.id }
    },
    isAddress: (address, networkId) => {
      if (!networkId) return isPolkadotAddress(address)
      const configured = context().networks.find((item) => item.id === networkId)
      return isPolkadotAddress(address, chainFacts(configured ?? { id: networkId }).ss58Prefix)
    },
    getBalance: async ({ address }) => {
      const { networkId, address: plain } = parseCaipAddress(address)
      const runtime = await load()
      return runtime.getBalance({
        rpcUrls: rpcUrls(networkId),
        address: plain,
        currency: network(networkId).nativeCurrency,
      })
    },
    signMessage: async ({ address, message }) => {
      const { session, address: plain } = sessionOf(address)
      return (await load()).signMessage(session.injected, plain, message)
    },
    getProvider: (connectorId) =>
      connectorId === WALLETCONNECT_CONNECTOR_ID ? walletConnect?.session : injectedWeb3()[connectorId],
    // The session's code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { openSession } = await import('../walletConnect/sessionInjected').catch((error: unknown) => {
        throw chunkLoadError(error)
      })
      if (ended()) return
      walletConnect?.stop()
      // The session's end leaves the list; a connection over it ends through its empty account list.
      const attached = openSession(
        session,
        () => activeNetworkId,
        () => {
          if (walletConnect !== attached) return
          walletConnect = undefined
          emit({ type: 'connectorsChanged' })
        },
      )
      walletConnect = attached
      emit({ type: 'connectorsChanged' })
    },
  }
}
