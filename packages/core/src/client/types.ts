import type { Balance, ChainAdapter, Connection, TokenRef } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import type { LatchEvent } from '../flows/events'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { RecentWallet } from '../services/storage/keys'
import type { LatchState, Notice, RouterParams, View } from '../state/types'

/** What `open()` accepts (spec §2 opening rules). */
export interface OpenInput {
  view?: View
  namespace?: ChainNamespace
  params?: RouterParams
}

/**
 * The client a UI binds to. Every `createLatch()` returns its own, with its own store:
 * two clients never share state.
 */
export interface LatchClient {
  readonly options: ResolvedOptions
  readonly adapters: readonly ChainAdapter[]

  /** Current state snapshot (immutable; replaced on every change). */
  getState(): LatchState
  /** Calls `listener` after every state change. */
  subscribe(listener: (state: LatchState, previous: LatchState) => void): () => void
  /** Calls `onChange` only when `selector`'s result changes (Object.is unless `equals` given). */
  watch<T>(
    selector: (state: LatchState) => T,
    onChange: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void
  /** Subscribes to client events. */
  onEvent(listener: (event: LatchEvent) => void): () => void

  /**
   * Starts browser work: storage sync across tabs, wallet discovery, reconnect. Call after mount; returns stop.
   * `events` is where the `storage` event is heard (default: the global window, when there is one).
   */
  mount(events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void

  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /**
   * Calls `listener` with a namespace's connections whenever they change. Without multi-wallet mode it still
   * works, and shows the 'multi-wallet not enabled' info alert (spec §8).
   */
  watchConnections(
    namespace: ChainNamespace,
    listener: (connections: readonly Connection[]) => void,
  ): () => void

  open(input?: OpenInput): Promise<void>
  close(): void
  navigate(view: View, params?: RouterParams): void
  back(): void

  connect(input: {
    namespace: ChainNamespace
    connectorId: string
    networkId?: CaipNetworkId
  }): Promise<Connection>
  /** Disconnects one namespace (default: the active one), or every namespace with `all`. */
  disconnect(input?: { namespace?: ChainNamespace; all?: boolean; closeModal?: boolean }): Promise<void>
  switchNetwork(networkId: CaipNetworkId): Promise<void>
  /** WalletConnect is offered: the host passed `walletConnect` and a projectId, and an adapter can use it. */
  walletConnectAvailable(): boolean
  /**
   * Pairs a wallet through WalletConnect (ConnectingWalletConnectBasic): the URI, phase and error land in
   * `state.walletConnect`; approved namespaces connect with connector `walletConnect`. Never rejects.
   */
  connectWalletConnect(): Promise<void>
  /** Stops a WalletConnect pairing in progress. */
  cancelWalletConnect(): void
  /** Starts loading the WalletConnect SDK (hover, idle); nothing when WalletConnect is not offered. */
  prefetchWalletConnect(): void
  /**
   * `connect` as the modal's connecting view runs it: the phase and error land in `state.attempts.connect`
   * instead of a rejection. While the wallet still holds a request for the same wallet, calling it again sends
   * none (it re-uses the one in flight, or, after a -32002 'already pending' answer, only checks silently
   * whether the wallet has approved it since).
   */
  attemptConnect(input: { namespace: ChainNamespace; connectorId: string }): Promise<void>
  /** `switchNetwork` as the SwitchNetwork view runs it, recorded in `state.attempts.switchNetwork` (same rules). */
  attemptSwitchNetwork(networkId: CaipNetworkId): Promise<void>
  setActiveNamespace(namespace: ChainNamespace): void
  signMessage(input: { message: string; namespace?: ChainNamespace }): Promise<string>
  fetchBalance(namespace?: ChainNamespace): Promise<void>
  /** Reads the Tokens tab of a namespace (default: the active one) into `tokenBalance` and `accountData`. */
  fetchTokens(namespace?: ChainNamespace): Promise<void>
  /** Shows a tab of the Account view (spec §3 currentTab: 0 Tokens, 1 Activity) for the active namespace. */
  setCurrentTab(tab: number): void
  /** Reads the Activity tab of a namespace (default: the active one) into `accountData`. */
  fetchActivity(namespace?: ChainNamespace): Promise<void>

  setSendToken(token: TokenRef & { quantity?: string; name?: string; price?: number }): void
  setSendAmount(amount: string | undefined): void
  setSendReceiver(address: string | undefined): void
  /**
   * Sets the receiver from typed text: an address as is; on eip155 an ENS name resolves to its address, with the
   * name and avatar as the receiver's profile.
   */
  resolveSendReceiver(input: string): Promise<void>
  /** True when the active namespace's adapter accepts `address` as a receiver. */
  isValidReceiver(address: string | undefined): boolean
  /** The network fee of what the send form holds (adapter's estimate), or undefined when it cannot be told. */
  estimateSendFee(): Promise<Balance | undefined>
  /** Empties the send form (token, amount, receiver). */
  resetSend(): void
  /** Sends what the send state holds; resolves with the transaction hash. */
  send(): Promise<string>

  /** Runs the sign-in flow for the active account (spec §4). */
  signIn(): Promise<void>
  cancelSignIn(): Promise<void>

  showToast(notice: Notice): void
  /** Hides the toast; with a notice, only when that one is still shown (a newer toast stays). */
  dismissToast(notice?: Notice): void
  showAlert(notice: Notice): void
  dismissAlert(): void
  setStatus(notice: Notice | undefined): void

  setThemeMode(mode: 'light' | 'dark' | 'system'): void
  setThemeVariables(variables: Record<string, string | number>): void

  getRecentWallets(): RecentWallet[]

  /** Stops timers and listeners. */
  destroy(): void
}
