import type {
  AdapterEvent,
  Balance,
  CaipAddress,
  CaipNetworkId,
  Connection,
  NetworkResolver,
  SessionStore,
  WalletSession,
} from '@latch/core'
import { MethodNotSupportedError, parseCaipAddress, toLatchError, WalletRequestError } from '@latch/core'
import { accountsFor, type SessionAccounts } from '../adapter/accountsFor'
import type { BitcoinAdapterOptions } from '../adapter/types'
import type { WalletAddress } from '../address/toConnectedAccount'
import { readEsploraBalance } from '../balance/readEsploraBalance'
import { type NetworkFacts, networkIdOfWalletName } from '../networks/networkFacts'
import type { FoundWallet } from '../wallets/types'
import type { BitcoinWalletHandle, WalletEvent, WalletSnapshot } from './BitcoinWalletHandle'
import { satsConnectHandle } from './satsConnectHandle'
import { standardWalletHandle } from './standardWalletHandle'
import { walletConnectHandle } from './walletConnectHandle'

/** A connected Bitcoin wallet. */
export interface BitcoinSession extends WalletSession {
  handle: BitcoinWalletHandle
  networkId: CaipNetworkId
  /** The address as the wallet reported it behind each of `accounts`, in order: signing asks the wallet with it. */
  wallets: WalletAddress[]
  /** The network a `switchNetwork` call is moving the wallet to: its own networkChange event is that call's. */
  switching?: CaipNetworkId
}

/** What the adapter's wallet side hands the runtime. */
export interface SessionsInput {
  networks: NetworkResolver<NetworkFacts>
  sessions: SessionStore<BitcoinSession>
  emit(event: AdapterEvent): void
  options: Pick<BitcoinAdapterOptions, 'requestTimeoutMs'>
}

/** The connections the adapter holds, and every call that needs one. */
export interface Sessions {
  /** Connects the wallet `found` (connector `connectorId`); `silent` restores a standing grant, else null. */
  open(
    found: FoundWallet,
    connectorId: string,
    networkId: CaipNetworkId,
    silent: boolean,
  ): Promise<Connection | null>
  disconnect(connectorId: string): Promise<void>
  switchNetwork(input: { connectorId: string; networkId: CaipNetworkId }): Promise<Connection>
  selectNetwork(input: { connectorId: string; networkId: CaipNetworkId }): Promise<Connection>
  signMessage(input: { address: CaipAddress; message: string }): Promise<string>
  getBalance(input: { address: CaipAddress }): Promise<Balance>
}

function openHandle(found: FoundWallet): BitcoinWalletHandle {
  if (found.kind === 'sats-connect') return satsConnectHandle(found.provider, found.info)
  if (found.kind === 'walletConnect') return walletConnectHandle(found.session)
  return standardWalletHandle(found.wallet)
}

export function createSessions(input: SessionsInput): Sessions {
  const { networks, sessions, emit } = input
  const connection = (connectorId: string, session: BitcoinSession): Connection => ({
    connectorId,
    networkId: session.networkId,
    accounts: session.accounts,
  })
  const moveTo = (
    session: BitcoinSession,
    networkId: CaipNetworkId,
    { accounts, wallets }: SessionAccounts,
  ) => {
    Object.assign(session, { accounts, wallets, networkId })
    networks.select(networkId)
  }

  // A wallet-side change: malformed accounts end the connection with the typed error (RELIABILITY #7), none at all
  // ends it quietly (#8); a move to another network is `networkChanged` with the accounts there.
  const follow = async (connectorId: string, event: WalletEvent) => {
    const session = sessions.get(connectorId)
    if (!session) return
    if (event.type === 'disconnect') return sessions.drop(connectorId)
    const networkId =
      event.type === 'network'
        ? (networkIdOfWalletName(event.network) ?? session.networkId)
        : session.networkId
    if (event.type === 'network' && networkId === session.switching) return
    let next: SessionAccounts
    try {
      next = accountsFor(networkId, event.addresses ?? (await session.handle.restore())?.addresses ?? [])
    } catch (error) {
      return sessions.drop(connectorId, toLatchError(error))
    }
    if (sessions.get(connectorId) !== session) return
    if (networkId === session.networkId || next.accounts.length === 0) {
      session.wallets = next.wallets
      return sessions.update(connectorId, next.accounts)
    }
    moveTo(session, networkId, next)
    emit({ type: 'networkChanged', connectorId, networkId, accounts: next.accounts })
  }

  const selectNetwork: Sessions['selectNetwork'] = async ({ connectorId, networkId }) => {
    const session = sessions.require(connectorId)
    const network = networks.network(networkId)
    moveTo(session, network.id, accountsFor(network.id, session.wallets))
    return connection(connectorId, session)
  }

  return {
    open: async (found, connectorId, networkId, silent) => {
      const network = networks.network(networkId)
      const handle = openHandle(found)
      const snapshot: WalletSnapshot | null = silent
        ? await handle.restore()
        : await handle.connect(network.facts.walletName)
      if (!snapshot || snapshot.addresses.length === 0) {
        if (silent) return null
        throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
      }
      const session: BitcoinSession = {
        handle,
        networkId: network.id,
        ...accountsFor(network.id, snapshot.addresses),
      }
      sessions.set(connectorId, session)
      session.stopWatching = handle.watch((event) => void follow(connectorId, event))
      networks.select(network.id)
      return connection(connectorId, session)
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      sessions.end(connectorId)
      await session?.handle.disconnect()
    },
    selectNetwork,
    switchNetwork: async ({ connectorId, networkId }) => {
      const session = sessions.require(connectorId)
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
      const next = accountsFor(network.id, snapshot.addresses)
      if (next.accounts.length === 0)
        throw new WalletRequestError({ details: 'the wallet returned no Bitcoin address' })
      moveTo(session, network.id, next)
      return connection(connectorId, session)
    },
    signMessage: async ({ address, message }) => {
      const { session, index } = sessions.find(address)
      return session.handle.signMessage((session.wallets[index] as WalletAddress).address, message)
    },
    getBalance: async ({ address }) => {
      const parsed = parseCaipAddress(address)
      const network = networks.network(parsed.networkId)
      return readEsploraBalance({
        baseUrl: networks.rpcUrl(network.id),
        address: parsed.address,
        currency: network.nativeCurrency,
        timeoutMs: input.options.requestTimeoutMs ?? 15_000,
      })
    },
  }
}
