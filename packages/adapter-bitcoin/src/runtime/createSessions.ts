import {
  type AdapterEvent,
  type Balance,
  type CaipAddress,
  type CaipNetworkId,
  type Connection,
  ConnectorNotFoundError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  parseCaipAddress,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import { accountsFor, type SessionAccount } from '../adapter/accountsFor'
import type { NetworkResolver } from '../adapter/createNetworkResolver'
import { readEsploraBalance } from '../balance/readEsploraBalance'
import { networkIdOfWalletName } from '../networks/networkFacts'
import type { FoundWallet } from '../wallets/types'
import type { BitcoinWalletHandle, WalletEvent, WalletSnapshot } from './BitcoinWalletHandle'
import { satsConnectHandle } from './satsConnectHandle'
import { standardWalletHandle } from './standardWalletHandle'
import { walletConnectHandle } from './walletConnectHandle'

interface Session {
  handle: BitcoinWalletHandle
  networkId: CaipNetworkId
  accounts: SessionAccount[]
  stopWatching: () => void
  /** The network a `switchNetwork` call is moving the wallet to: its own networkChange event is that call's. */
  switching?: CaipNetworkId
}

/** What the adapter's light part hands the runtime. */
export interface SessionsInput {
  find(connectorId: string): FoundWallet | undefined
  networks: NetworkResolver
  emit(event: AdapterEvent): void
  /** Called whenever a connection moves to a network, so the light part knows the current one. */
  onNetwork(networkId: CaipNetworkId): void
  requestTimeoutMs: number
}

/** The connections the adapter holds, and every call that needs one. */
export interface Sessions {
  open(connectorId: string, networkId: CaipNetworkId, silent: boolean): Promise<Connection | null>
  disconnect(connectorId: string): Promise<void>
  /** Forgets a connection whose wallet went away; true when there was one. */
  drop(connectorId: string): boolean
  switchNetwork(input: { connectorId: string; networkId: CaipNetworkId }): Promise<Connection>
  selectNetwork(input: { connectorId: string; networkId: CaipNetworkId }): Promise<Connection>
  signMessage(input: { address: CaipAddress; message: string }): Promise<string>
  getBalance(input: { address: CaipAddress }): Promise<Balance>
}

const sameAccounts = (a: readonly SessionAccount[], b: readonly SessionAccount[]) =>
  a.map((entry) => entry.account.address).join() === b.map((entry) => entry.account.address).join()

function openHandle(found: FoundWallet): BitcoinWalletHandle {
  if (found.kind === 'sats-connect') return satsConnectHandle(found.provider, found.info)
  if (found.kind === 'walletConnect') return walletConnectHandle(found.session)
  return standardWalletHandle(found.wallet)
}

export function createSessions(input: SessionsInput): Sessions {
  const sessions = new Map<string, Session>()
  const { networks, emit } = input
  const end = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    return sessions.delete(connectorId)
  }
  const connection = (connectorId: string, session: Session): Connection => ({
    connectorId,
    networkId: session.networkId,
    accounts: session.accounts.map((entry) => entry.account),
  })
  const moveTo = (session: Session, networkId: CaipNetworkId, accounts: SessionAccount[]) => {
    session.accounts = accounts
    session.networkId = networkId
    input.onNetwork(networkId)
  }
  const requireSession = (connectorId: string): Session => {
    const session = sessions.get(connectorId)
    if (!session) throw new ConnectorNotFoundError({ details: connectorId })
    return session
  }

  // A wallet-side change: malformed accounts end the connection with the typed error (RELIABILITY #7), none at all
  // ends it quietly (#8).
  const follow = async (connectorId: string, event: WalletEvent) => {
    const session = sessions.get(connectorId)
    if (!session) return
    if (event.type === 'disconnect') {
      end(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    try {
      const networkId =
        event.type === 'network'
          ? (networkIdOfWalletName(event.network) ?? session.networkId)
          : session.networkId
      if (event.type === 'network' && networkId === session.switching) return
      const addresses = event.addresses ?? (await session.handle.restore())?.addresses ?? []
      const accounts = accountsFor(networkId, addresses)
      if (sessions.get(connectorId) !== session) return
      if (accounts.length === 0) {
        end(connectorId)
        emit({ type: 'disconnected', connectorId })
        return
      }
      const networkMoved = networkId !== session.networkId
      if (!networkMoved && sameAccounts(accounts, session.accounts)) return
      moveTo(session, networkId, accounts)
      const reported = accounts.map((entry) => entry.account)
      emit(
        networkMoved
          ? { type: 'networkChanged', connectorId, networkId, accounts: reported }
          : { type: 'accountsChanged', connectorId, accounts: reported },
      )
    } catch (error) {
      end(connectorId)
      emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
    }
  }

  const selectNetwork: Sessions['selectNetwork'] = async ({ connectorId, networkId }) => {
    const session = requireSession(connectorId)
    const network = networks.network(networkId)
    moveTo(
      session,
      network.id,
      accountsFor(
        network.id,
        session.accounts.map((entry) => entry.wallet),
      ),
    )
    return connection(connectorId, session)
  }

  return {
    open: async (connectorId, networkId, silent) => {
      const found = input.find(connectorId)
      if (!found) {
        if (silent) return null
        throw new ConnectorNotFoundError({ details: connectorId })
      }
      const network = networks.network(networkId)
      const handle = openHandle(found)
      const snapshot: WalletSnapshot | null = silent
        ? await handle.restore()
        : await handle.connect(network.facts.walletName)
      if (!snapshot || snapshot.addresses.length === 0) {
        if (silent) return null
        throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
      }
      const accounts = accountsFor(network.id, snapshot.addresses)
      end(connectorId)
      const session: Session = { handle, networkId: network.id, accounts, stopWatching: () => {} }
      session.stopWatching = handle.watch((event) => void follow(connectorId, event))
      sessions.set(connectorId, session)
      input.onNetwork(network.id)
      return connection(connectorId, session)
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      end(connectorId)
      await session?.handle.disconnect()
    },
    drop: end,
    selectNetwork,
    switchNetwork: async ({ connectorId, networkId }) => {
      const session = requireSession(connectorId)
      const network = networks.network(networkId)
      let snapshot: WalletSnapshot
      session.switching = network.id
      try {
        snapshot = await session.handle.changeNetwork(network.facts.walletName)
      } catch (error) {
        // A wallet without wallet_changeNetwork (or a Wallet Standard one): the dapp's choice is the switch.
        if (error instanceof MethodNotSupportedError) return selectNetwork({ connectorId, networkId })
        throw error
      } finally {
        session.switching = undefined
      }
      const accounts = accountsFor(network.id, snapshot.addresses)
      if (accounts.length === 0)
        throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
      moveTo(session, network.id, accounts)
      return connection(connectorId, session)
    },
    signMessage: async ({ address, message }) => {
      for (const session of sessions.values()) {
        const entry = session.accounts.find((candidate) => candidate.account.address === address)
        if (entry) return session.handle.signMessage(entry.wallet.address, message)
      }
      throw new NamespaceOrAddressNotFoundError({ details: address })
    },
    getBalance: async ({ address }) => {
      const parsed = parseCaipAddress(address)
      const network = networks.network(parsed.networkId)
      return readEsploraBalance({
        baseUrl: networks.esploraUrl(network.id),
        address: parsed.address,
        currency: network.nativeCurrency,
        timeoutMs: input.requestTimeoutMs,
      })
    },
  }
}
