import {
  type AdapterEvent,
  type CaipNetworkId,
  type ConnectedAccount,
  type Connection,
  InvalidAddressError,
  NamespaceOrAddressNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import { toConnectedAccount, type WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'

interface Session {
  handle: SolanaWalletHandle
  accounts: ConnectedAccount[]
  stopWatching: () => void
}

/** The connected wallets, their accounts and the network the dapp reads and signs on. */
export interface Sessions {
  /** Connects `handle` on `networkId`; silent (reconnect): no standing grant is null, not an error. */
  open(handle: SolanaWalletHandle, networkId: CaipNetworkId, silent: boolean): Promise<Connection | null>
  /** The session a connector has, if connected. */
  handleOf(connectorId: string): SolanaWalletHandle | undefined
  /** Forgets a connector's session and stops following its wallet. */
  end(connectorId: string): void
  /** Whether `connectorId` is connected. */
  has(connectorId: string): boolean
  /** The connected session that holds `address` (CAIP-10); throws `NamespaceOrAddressNotFoundError`. */
  sessionOf(address: string): { handle: SolanaWalletHandle; address: string; networkId: CaipNetworkId }
  /** Moves the dapp (and `connectorId`'s accounts) to `networkId`; no wallet call. */
  selectNetwork(connectorId: string, networkId: CaipNetworkId): Connection
  /** The network last connected or selected, if any. */
  activeNetworkId(): CaipNetworkId | undefined
}

const plainAddress = (account: ConnectedAccount) => parseCaipAddress(account.address).address

/** A wallet's account list as CAIP-10 accounts on `networkId`; anything malformed is `InvalidAddressError`. */
function toConnectedAccounts(networkId: CaipNetworkId, reported: unknown): ConnectedAccount[] {
  if (!Array.isArray(reported))
    throw new InvalidAddressError({ details: 'the wallet returned no account list' })
  return reported.map((account) => toConnectedAccount(networkId, account))
}

/** Keeps the sessions; `defaultNetworkId` is the network used before any was connected or selected. */
export function createSessions(input: {
  defaultNetworkId: () => CaipNetworkId
  emit: (event: AdapterEvent) => void
}): Sessions {
  const sessions = new Map<string, Session>()
  let activeNetworkId: CaipNetworkId | undefined
  const currentNetworkId = () => activeNetworkId ?? input.defaultNetworkId()

  const end = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }

  const onWalletAccounts = (connectorId: string, reported: readonly WalletAccountInfo[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    let accounts: ConnectedAccount[]
    try {
      accounts = toConnectedAccounts(currentNetworkId(), reported)
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      end(connectorId)
      input.emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
      return
    }
    if (accounts.length === 0) {
      end(connectorId)
      input.emit({ type: 'disconnected', connectorId })
      return
    }
    const same = accounts.map((a) => a.address).join() === session.accounts.map((a) => a.address).join()
    if (same) return
    session.accounts = accounts
    input.emit({ type: 'accountsChanged', connectorId, accounts })
  }

  return {
    async open(handle, networkId, silent) {
      const reported = await handle.connect(silent)
      const accounts = toConnectedAccounts(networkId, reported)
      if (accounts.length === 0 && silent) return null
      if (accounts.length === 0)
        throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
      const connectorId = handle.connector.id
      end(connectorId)
      const stopWatching = handle.watchAccounts((next) => onWalletAccounts(connectorId, next))
      sessions.set(connectorId, { handle, accounts, stopWatching })
      activeNetworkId = networkId
      return { connectorId, accounts, networkId }
    },
    handleOf: (connectorId) => sessions.get(connectorId)?.handle,
    end,
    has: (connectorId) => sessions.has(connectorId),
    sessionOf(address) {
      const parsed = parseCaipAddress(address)
      for (const session of sessions.values()) {
        if (session.accounts.some((account) => plainAddress(account) === parsed.address)) {
          return { handle: session.handle, address: parsed.address, networkId: parsed.networkId }
        }
      }
      throw new NamespaceOrAddressNotFoundError({ details: address })
    },
    selectNetwork(connectorId, networkId) {
      activeNetworkId = networkId
      const session = sessions.get(connectorId)
      if (!session) throw new ProviderDisconnectedError({ details: connectorId })
      session.accounts = session.accounts.map((account) => ({
        ...account,
        address: `${networkId}:${plainAddress(account)}`,
      }))
      return { connectorId, accounts: session.accounts, networkId }
    },
    activeNetworkId: () => activeNetworkId,
  }
}
