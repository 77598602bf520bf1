import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import type { LatchError } from '../errors/LatchError'
import type { SignInMessage } from './types'

/** Connector id every adapter uses for its WalletConnect connection (connector type `walletConnect`). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The part of a WalletConnect session proposal one namespace contributes (CAIP-25). */
export interface WalletConnectNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** The host's RPC per chain (customRpcUrls first), so the SDK never falls back to the vendor's RPC. */
  rpcMap?: Partial<Record<CaipNetworkId, string>>
}

/** What the wallet reports through a session, for one namespace. */
export type WalletConnectSessionEvent =
  /** A wallet event (accountsChanged, chainChanged, ...) with the chain it was emitted for. */
  | { type: 'event'; name: string; data: unknown; chainId: CaipNetworkId }
  /** The wallet updated the session's accounts (session_update); CAIP-10 as the wallet sent them. */
  | { type: 'accounts'; accounts: readonly string[] }
  /** The session ended: deleted by the wallet, expired, or lost (RELIABILITY #14, #20). */
  | { type: 'ended'; error: LatchError }

/** A settled WalletConnect session as one adapter sees it: its namespace's part and requests through it. */
export interface WalletConnectSession {
  /** CAIP-10 accounts the wallet approved in this namespace, unchecked: the adapter validates them. */
  readonly accounts: readonly string[]
  /** CAIP-2 chains approved in this namespace. */
  readonly chains: readonly CaipNetworkId[]
  /** Methods approved in this namespace (a method not listed is `MethodNotSupportedError`, RELIABILITY #13). */
  readonly methods: readonly string[]
  /** The wallet's own name and icon (untrusted text). */
  readonly peer: { name: string; icon?: string }
  /** Sends a request to the wallet; rejects with core's typed errors (user rejected, expired, disconnected). */
  request(input: { chainId: CaipNetworkId; method: string; params: unknown }): Promise<unknown>
  /** Calls `listener` with this namespace's wallet events and the session's end; returns stop. */
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void
}

/**
 * What an adapter offers WalletConnect (optional member `walletConnect` of `ChainAdapter`): its namespace's part of
 * the proposal, and the use of a settled session. After `attach`, the adapter lists a connector with id
 * `WALLETCONNECT_CONNECTOR_ID` and type `walletConnect`; its `connect` / `reconnect` with that id return the
 * session's accounts as a connection, and signing, sending and switching for it go through `session.request`.
 */
export interface WalletConnectSupport {
  /** This namespace's chains (from the host's networks), methods and events for the proposal. */
  namespace(): WalletConnectNamespace
  /**
   * Uses `session` for the `walletConnect` connector (replacing an earlier one). May load the adapter's runtime
   * first (core waits for it before connecting).
   */
  attach(session: WalletConnectSession): void | Promise<void>
}

/** Sessions by namespace, as a pairing or a restore produced them. */
export type WalletConnectSessions = Partial<Record<ChainNamespace, WalletConnectSession>>

/**
 * One-click authentication (sign-in during pairing, spec §5: only when every chain is in one eip155 namespace):
 * the sign-in message fields core asks the wallet to sign while it approves. The account is the wallet's choice.
 */
export type WalletConnectAuthRequest = Omit<SignInMessage, 'accountAddress' | 'chainId'> & {
  chains: CaipNetworkId[]
}

/** What a pairing produced: the sessions, and the signed sign-in message when the wallet authenticated. */
export interface WalletConnectPairing {
  sessions: WalletConnectSessions
  /** The message as the wallet signed it (its fields, the text and the signature); absent when it only connected. */
  signIn?: { data: SignInMessage; message: string; signature: string }
}

/**
 * The WalletConnect integration a host passes to `createLatch` as `walletConnect` (`@latch/walletconnect`). It
 * owns the one session across namespaces and loads its SDK only when called.
 */
export interface WalletConnectIntegration {
  /**
   * Starts loading the SDK (on idle, or when the visitor hovers the entry); with the project id it also starts the
   * SDK and opens the relay socket, so the QR code follows the click at once. Never rejects.
   */
  prefetch?(input?: { projectId: string }): void
  /**
   * Proposes a session with `namespaces` and reports the pairing URI; resolves with the approved namespaces'
   * sessions. Rejects with `PairingExpiredError` when the URI expires unscanned, `RelayUnavailableError` when the
   * relay cannot be reached, `UserRejectedError` when the wallet declines.
   */
  connect(input: {
    projectId: string
    namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>>
    onUri(uri: string): void
    /** Sign in during pairing (given only when every proposed chain is eip155); a wallet may connect without. */
    authenticate?: WalletConnectAuthRequest
  }): Promise<WalletConnectPairing>
  /** The stored session's namespaces (page reload), or null when there is none or it expired. */
  restore(input: { projectId: string }): Promise<WalletConnectSessions | null>
  /** Ends the session (tells the wallet). */
  disconnect(): Promise<void>
  /** Stops a pairing in progress (the visitor left the QR view). */
  cancel?(): void
}
