import type {
  CaipNetwork,
  CaipNetworkId,
  Connector,
  OpenConnection,
  WalletConnectSession,
  WalletSession,
  WalletSide,
  WalletSideShell,
} from '@latch/core'
import {
  ConnectorNotFoundError,
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  formatSignInMessage,
  forwardTo,
  loadChunk,
  parseCaipAddress,
  toLatchError,
  UnsupportedChainError,
  WALLETCONNECT_CONNECTOR_ID,
  WalletRequestError,
} from '@latch/core'
import { isPolkadotAddress } from '../address/isPolkadotAddress'
import { chainFacts } from '../networks/chainFacts'
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
export type PolkadotWalletSide = WalletSide<'selectNetwork' | 'getBalance' | 'verifySignature'>

interface PolkadotSession extends WalletSession {
  injected: Injected
  /** What the extension last reported, kept to re-encode for another network. */
  reported: readonly InjectedAccount[]
}

type BrowserWindow = {
  document?: {
    title?: string
    readyState?: string
    addEventListener?: (type: string, cb: () => void) => void
  }
  location?: { host?: string }
}

/** Builds the wallet side of the polkadot adapter over the shell's context and event channel. */
export function createPolkadotWalletSide(shell: WalletSideShell<PolkadotAdapterOptions>): PolkadotWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context, { facts: chainFacts })
  const sessions = createSessionStore<PolkadotSession>(emit)
  const load = loadChunk(
    () => import('../runtime/createPolkadotRuntime'),
    ({ createPolkadotRuntime }) => createPolkadotRuntime(options),
  )
  let knownIds = ''
  // The WalletConnect session's polkadot part, driven as one more extension (connector `walletConnect`).
  let walletConnect:
    | { session: WalletConnectSession; injected: Injected; connector: Connector; stop: () => void }
    | undefined

  const targetOf = (chosen: CaipNetwork) => ({ networkId: chosen.id, ...chainFacts(chosen) })
  const appName = (): string => {
    if (options.appName) return options.appName
    const page = (globalThis as { window?: BrowserWindow }).window
    return page?.document?.title || page?.location?.host || 'Latch'
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

  // Silent (reconnect): on page load the extension's content script may not have injected yet, so wait for it a
  // short while (core attaches a stored WalletConnect session before it reconnects: nothing to wait for).
  const find = async (connectorId: string, silent: boolean) => {
    const waiting = silent && connectorId !== WALLETCONNECT_CONNECTOR_ID
    if (waiting && !(await waitForExtension(connectorId, options.discoveryWindowMs ?? 3_000)))
      return undefined
    return connectorId
  }

  // Extensions remember the sites they authorised: enable() answers without a prompt for those.
  const open: OpenConnection<string> = async (connectorId, networkId) => {
    const chosen = networks.network(networkId)
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
    const session: PolkadotSession = { injected, reported, accounts }
    sessions.set(connectorId, session)
    networks.select(chosen.id)
    // Extensions have no disconnect event: an empty list is the site's access being revoked.
    session.stopWatching = injected.accounts.subscribe((next) =>
      sessions.follow(connectorId, () => {
        const followed = runtime.toAccounts(next, targetOf(networks.current()))
        if (followed.length > 0) session.reported = next
        return followed
      }),
    )
    return { connectorId, accounts, networkId: chosen.id }
  }

  return {
    // Core's CAIP-122 rules, which the page's first load does not otherwise carry.
    formatSignInMessage,
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
    ...connectMembers({ shell, networks, find, open }),
    disconnect: async (connectorId) => {
      // Extensions have no disconnect call: the site forgets the session, the extension keeps its grant.
      sessions.end(connectorId)
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      const chosen = networks.network(networkId)
      const session = sessions.require(connectorId)
      if (connectorId === WALLETCONNECT_CONNECTOR_ID) requireSessionChain(chosen.id)
      const runtime = await load()
      const accounts = runtime.toAccounts(session.reported, targetOf(chosen))
      if (accounts.length === 0) {
        throw new WalletRequestError({ details: `the extension has no account for ${chosen.name}` })
      }
      session.accounts = accounts
      networks.select(chosen.id)
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
        rpcUrls: networks.rpcUrls(networkId),
        address: plain,
        currency: networks.network(networkId).nativeCurrency,
      })
    },
    signMessage: async ({ address, message }) => {
      const { session } = sessions.find(address)
      return (await load()).signMessage(session.injected, parseCaipAddress(address).address, message)
    },
    ...forwardTo(load, ['verifySignature']),
    getProvider: (connectorId) =>
      connectorId === WALLETCONNECT_CONNECTOR_ID ? walletConnect?.session : injectedWeb3()[connectorId],
    // The session's code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { openSession } = await import('../walletConnect/sessionInjected')
      if (ended()) return
      walletConnect?.stop()
      // The session's end leaves the list; a connection over it ends through its empty account list.
      const attached = openSession(session, networks.selected, () => {
        if (walletConnect !== attached) return
        walletConnect = undefined
        emit({ type: 'connectorsChanged' })
      })
      walletConnect = attached
      emit({ type: 'connectorsChanged' })
    },
  }
}
