import type {
  AccountType,
  ActivityItem,
  Balance,
  ConnectedAccount,
  Connection,
  Connector,
  SignInMessage,
} from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../caip/types'
import type { LatchError } from '../errors/LatchError'
import type { ResolvedRemoteFeatures } from '../options/resolveOptions'

/** Connection status of one namespace (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** A token balance row (spec §3 tokenBalance list). */
export interface TokenBalance {
  networkId: CaipNetworkId
  address?: string
  name: string
  symbol: string
  decimals: number
  /** Human amount as a decimal string. */
  quantity: string
  price?: number
  value?: number
  iconUrl?: string
  /** Flagged as spam by its source: listed after every real token. */
  spam?: boolean
  /** Not in the host's `tokens` list (found on the chain): marked so, listed after every listed token. */
  unverified?: boolean
}

/** Where one read of an account's chain data stands. `unavailable`: the endpoint cannot answer it at all. */
export type DataStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error'

/** The Tokens and Activity tabs' data of one namespace's account (the tokens themselves are `tokenBalance`). */
export interface AccountDataState {
  /** The account this data belongs to; data of another account is never shown. */
  address: CaipAddress
  tokens: DataStatus
  activity: DataStatus
  activityItems: ActivityItem[]
  /** The read of an older Activity page (the visitor scrolled to the end); absent until one starts. */
  activityMore?: DataStatus
  /** True once an older page came back empty: the whole history is listed. */
  activityEnd?: boolean
}

/** The wallet the visitor connected with. */
export interface ConnectedWalletInfo {
  id: string
  name: string
  imageUrl?: string
  type: Connector['type']
}

/** Account state of one namespace (spec §3). `address` and `caipAddress` are the main account's. */
export interface AccountState {
  address?: string
  caipAddress?: CaipAddress
  /** Every account of the connection with its role (payment, ordinals, ...); the main one first. */
  allAccounts: ConnectedAccount[]
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  tokenBalance: TokenBalance[]
  balanceLoading: boolean
  /** Epoch ms of the last failed balance fetch (spec §4 retry window). */
  lastRetry?: number
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  socialProvider?: string
  user?: { email?: string; username?: string }
  farcasterUrl?: string
  status: ConnectionStatus
  currentTab: number
}

/** Network state of one namespace (spec §3). */
export interface NetworkState {
  caipNetwork?: CaipNetwork
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  requestedCaipNetworks: CaipNetwork[]
}

/** Every view of the modal (spec §2). */
export const VIEWS = [
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'WalletGuide',
  'ConnectingExternal',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'Account',
  'Connections',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'DataCapture',
  'EmailVerifyOtp',
  'SIWXSignMessage',
  'ApproveTransaction',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
  'WalletReceive',
  'WalletSend',
  'WalletSendPreview',
  'Swap',
  'SwapPreview',
] as const

/** A view name. */
export type View = (typeof VIEWS)[number]

/** Typed params a view can be opened with, kept per history entry so back restores them. */
export interface RouterParams {
  connectorId?: string
  namespace?: ChainNamespace
  networkId?: CaipNetworkId
  email?: string
  /** The on-ramp views' choice so far: an ISO 4217 currency, a CAIP-19 asset and an amount of the currency. */
  fiat?: string
  asset?: string
  amount?: string
}

/** One entry of the router history. */
export interface RouterEntry {
  view: View
  params: RouterParams
}

/** Modal and router state (spec §2). */
export interface ModalState {
  open: boolean
  history: RouterEntry[]
  /** Direction of the last transition, for the view animation. */
  direction: 'next' | 'prev'
  /** Namespace the modal was opened for, if any. */
  namespace?: ChainNamespace
}

/** Send state (spec §3). */
export interface SendState {
  token?: {
    address?: string
    symbol: string
    name?: string
    decimals: number
    /** Human amount the account holds. */
    quantity?: string
    price?: number
  }
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  networkBalanceInUSD?: string
  tokenBalances: TokenBalance[]
  loading: boolean
  lastRetry?: number
  /** Hash (or signature) of the last sent transaction. */
  hash?: string
}

/** Kind of a message in the alert, toast or status banner. */
export type NoticeVariant = 'success' | 'error' | 'warning' | 'info' | 'loading'

/** A notice shown to the visitor: an alert (persistent), a toast (snackbar) or the status banner. */
export interface Notice {
  /** Stable id from the catalogue, e.g. `PROJECT_ID_NOT_CONFIGURED`, for i18n and tests. */
  id: string
  variant: NoticeVariant
  message: string
  details?: string
  /** Values of the placeholders in the message (e.g. `{origin}`), so a UI can translate it by id. */
  params?: Record<string, string>
}

/** Alerts, toasts and the status banner. */
export interface NoticesState {
  alert?: Notice
  toast?: Notice
  /** The status banner; `statusVisible` is false for 150 ms while it is being replaced. */
  status?: Notice
  statusVisible: boolean
}

/** Sign-in (SIWX) state. */
export interface SignInState {
  /** The message being signed, while SIWXSignMessage is open. */
  pending?: SignInMessage
  status: 'idle' | 'signing' | 'error' | 'success'
  /** A sign-in session exists for the active account. */
  hasSession: boolean
  /** The last network the visitor had a session on; cancelling a required sign-in goes back there. */
  lastAuthenticatedNetworkId?: CaipNetworkId
}

/** Theme state. */
export interface ThemeState {
  mode: 'light' | 'dark'
  /** What the host asked for; `system` follows the visitor's preference. */
  requestedMode: 'light' | 'dark' | 'system'
  variables: Record<string, string | number>
}

/** Where a wallet request the modal started stands: waiting for the wallet, failed, or done. */
export type AttemptPhase = 'pending' | 'error' | 'success'

/** The current connect attempt (the ConnectingExternal view shows it). */
export interface ConnectAttempt {
  namespace: ChainNamespace
  connectorId: string
  phase: AttemptPhase
  /** Why it failed, when `phase` is 'error' (a `UserRejectedError` when the visitor declined). */
  error?: LatchError
}

/** The current network-switch attempt (the SwitchNetwork view shows it). */
export interface SwitchNetworkAttempt {
  networkId: CaipNetworkId
  phase: AttemptPhase
  error?: LatchError
}

/**
 * The wallet requests the modal's views started, so their phase and error live in core, not in the views.
 * Cleared when the visitor navigates or the modal opens: every visit to a view starts its own attempt.
 */
export interface AttemptsState {
  connect?: ConnectAttempt
  switchNetwork?: SwitchNetworkAttempt
}

/** Where the WalletConnect pairing stands (the ConnectingWalletConnectBasic view shows it). */
export interface WalletConnectState {
  /** `loading`: the SDK loads and the proposal is sent; `pairing`: the URI waits for a wallet. */
  phase: 'idle' | 'loading' | 'pairing' | 'error'
  /** The pairing URI while pairing (secret: never logged). */
  uri?: string
  /** Why the pairing stopped: `PairingExpiredError`, `RelayUnavailableError`, `UserRejectedError`, ... */
  error?: LatchError
}

/** The whole client state: plain serialisable data (except an attempt's `error`, a `LatchError`). */
/** The project's remote config (spec §7), once read: what it switched, and whether analytics may send. */
export interface RemoteConfigState {
  /** `loaded`; `failed`: unreachable or unusable, so the host's options and the defaults stay in force. */
  status: 'loaded' | 'failed'
  /** The remote features in force: the host's `remoteFeatures`, over the remote config's, over the defaults. */
  features: ResolvedRemoteFeatures
  /** False once `/getAnalyticsConfig` answered `isAnalyticsEnabled: false`: no event is sent but the always-sent. */
  analyticsEnabled: boolean
}

export interface LatchState {
  accounts: Partial<Record<ChainNamespace, AccountState>>
  networks: Partial<Record<ChainNamespace, NetworkState>>
  /** Live connections by namespace, as the adapters returned them. */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  activeNamespace?: ChainNamespace
  connectors: Connector[]
  modal: ModalState
  send: SendState
  signIn: SignInState
  notices: NoticesState
  theme: ThemeState
  attempts: AttemptsState
  walletConnect: WalletConnectState
  /** Last known balances, by CAIP-10 address. */
  balances: Record<string, Balance>
  /** Tokens and Activity read status per namespace. */
  accountData: Partial<Record<ChainNamespace, AccountDataState>>
  /**
   * The project's remote config once read (mount, with `services.explorer` and a `projectId`); until then, and
   * without one, `options.remoteFeatures` are in force (`remoteFeaturesInForce`). Absent from the first state so
   * that the first load does not grow.
   */
  remote?: RemoteConfigState
}
