import { parseCaipAddress } from '../caip/parseCaipAddress'
import { ConnectorNotFoundError } from '../errors/classes/ConnectorNotFoundError'
import { NamespaceOrAddressNotFoundError } from '../errors/classes/NamespaceOrAddressNotFoundError'
import { ProviderDisconnectedError } from '../errors/classes/ProviderDisconnectedError'
import type { LatchError } from '../errors/LatchError'
import { toLatchError } from '../errors/toLatchError'
import type { AdapterEvent, ConnectedAccount } from './types'

/** What a session store keeps per connected wallet; an adapter adds its own fields (the wallet handle, ...). */
export interface WalletSession {
  /** The connection's accounts, CAIP-10, the main one first. */
  accounts: ConnectedAccount[]
  /** Stops following the wallet's events; called when the session ends. */
  stopWatching?: () => void
}

/** The account a CAIP-10 address names, with the session that holds it. */
export interface FoundAccount<S extends WalletSession> {
  connectorId: string
  session: S
  account: ConnectedAccount
  /** The account's place in the connection (0: the main one). */
  index: number
}

/** An adapter's connected wallets by connector id, and what core must hear when one goes away. */
export interface SessionStore<S extends WalletSession> {
  get(connectorId: string): S | undefined
  /** The session of a connected wallet; `ConnectorNotFoundError` when `connectorId` has none. */
  require(connectorId: string): S
  has(connectorId: string): boolean
  values(): S[]
  /** Keeps `session` as `connectorId`'s, ending the one it had. */
  set(connectorId: string, session: S): void
  /** Ends the session quietly (the dapp disconnected): stops following the wallet; true when there was one. */
  end(connectorId: string): boolean
  /** The wallet dropped the connection: ends the session and emits `disconnected` (with `error` when given). */
  drop(connectorId: string, error?: LatchError): void
  /**
   * The wallet list changed (a registry's `onChange`): the sessions of the wallets that left the page (`removed`)
   * are dropped with `ProviderDisconnectedError`, then core hears `connectorsChanged`.
   */
  walletsChanged(removed?: Iterable<string>): void
  /**
   * The wallet reported its accounts: none drops the session (the site's access was revoked, RELIABILITY #8), the
   * same ones change nothing, others replace them and emit `accountsChanged`.
   */
  update(connectorId: string, accounts: ConnectedAccount[]): void
  /**
   * `update` with the accounts `read` checks and builds; when `read` throws (a malformed account, RELIABILITY #7)
   * the session is dropped with that error as a Latch error.
   */
  follow(connectorId: string, read: () => ConnectedAccount[]): void
  /** The connected account `address` (CAIP-10) names, by its plain address; `NamespaceOrAddressNotFoundError` when none. */
  find(address: string): FoundAccount<S>
}

const plainAddress = (address: string) => parseCaipAddress(address).address
const sameAccounts = (a: readonly ConnectedAccount[], b: readonly ConnectedAccount[]) =>
  a.length === b.length && a.every((account, index) => account.address === b[index]?.address)

/**
 * The session bookkeeping every wallet side repeats: a map of connections by connector id, ending one, and turning
 * what a wallet reports (accounts gone, accounts changed, the wallet gone) into the events core follows.
 */
export function createSessionStore<S extends WalletSession>(
  emit: (event: AdapterEvent) => void,
): SessionStore<S> {
  const sessions = new Map<string, S>()
  const end = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching?.()
    return sessions.delete(connectorId)
  }
  const drop = (connectorId: string, error?: LatchError) => {
    if (!end(connectorId)) return
    emit(error ? { type: 'disconnected', connectorId, error } : { type: 'disconnected', connectorId })
  }
  const update = (connectorId: string, accounts: ConnectedAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    if (accounts.length === 0) return drop(connectorId)
    if (sameAccounts(accounts, session.accounts)) return
    session.accounts = accounts
    emit({ type: 'accountsChanged', connectorId, accounts })
  }
  return {
    get: (connectorId) => sessions.get(connectorId),
    require: (connectorId) => {
      const session = sessions.get(connectorId)
      if (!session) throw new ConnectorNotFoundError({ details: connectorId })
      return session
    },
    has: (connectorId) => sessions.has(connectorId),
    values: () => [...sessions.values()],
    set: (connectorId, session) => {
      end(connectorId)
      sessions.set(connectorId, session)
    },
    end,
    drop,
    walletsChanged: (removed = []) => {
      for (const connectorId of removed)
        drop(connectorId, new ProviderDisconnectedError({ details: connectorId }))
      emit({ type: 'connectorsChanged' })
    },
    update,
    follow: (connectorId, read) => {
      if (!sessions.has(connectorId)) return
      let accounts: ConnectedAccount[]
      try {
        accounts = read()
      } catch (error) {
        return drop(connectorId, toLatchError(error))
      }
      update(connectorId, accounts)
    },
    find: (address) => {
      const plain = plainAddress(address)
      for (const [connectorId, session] of sessions) {
        const index = session.accounts.findIndex((account) => plainAddress(account.address) === plain)
        const account = session.accounts[index]
        if (account) return { connectorId, session, account, index }
      }
      throw new NamespaceOrAddressNotFoundError({ details: address })
    },
  }
}
