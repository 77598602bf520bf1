// Public API of @latch/core: what a host and a third-party adapter author need. Names are listed explicitly; a
// test snapshots them. Building blocks for Latch's own packages live in `@latch/core/internal`.

export type { AnnouncedWallet } from '../adapter/announcedWallets'
export type {
  ChainDataSource,
  ListedToken,
  PricedToken,
  TokenPriceSource,
  TokensOption,
} from '../adapter/chainData'
export { chunkLoadError } from '../adapter/chunkLoadError'
export { connectMembers, type OpenConnection } from '../adapter/connectMembers'
export {
  createNetworkResolver,
  type NetworkResolver,
  type ResolvedNetwork,
} from '../adapter/createNetworkResolver'
export {
  createSessionStore,
  type FoundAccount,
  type SessionStore,
  type WalletSession,
} from '../adapter/createSessionStore'
export type {
  EmailCodeSent,
  EmbeddedIntegration,
  EmbeddedWallet,
  EmbeddedWalletUser,
} from '../adapter/embedded'
export { EMBEDDED_CONNECTOR_IDS } from '../adapter/embedded'
export { type ForwardedMethods, forwardTo } from '../adapter/forwardTo'
export {
  type LazyAdapter,
  type LazyWalletSide,
  lazyAdapter,
  lazyWalletSide,
  type WalletSide,
  type WalletSideAbility,
  type WalletSideCore,
  type WalletSideInput,
  type WalletSideShell,
} from '../adapter/lazyWalletSide'
export { loadChunk } from '../adapter/loadChunk'
export { loadOnce } from '../adapter/loadOnce'
export type { LogEntry, Logger, LogLevel } from '../adapter/logger'
export type {
  AccountType,
  ActivityDirection,
  ActivityItem,
  AdapterContext,
  AdapterEvent,
  Balance,
  CallsStatus,
  ChainAdapter,
  ConnectedAccount,
  Connection,
  Connector,
  ConnectorType,
  NetworkChangeRequest,
  PreparedWireTransaction,
  Profile,
  SavedConnection,
  SendCallsRequest,
  SignInMessage,
  TokenHolding,
  TokenRef,
  TransactionRequest,
  TransferRequest,
  TypedDataRequest,
  WalletCall,
} from '../adapter/types'
export type {
  WalletConnectAuthRequest,
  WalletConnectIntegration,
  WalletConnectNamespace,
  WalletConnectPairing,
  WalletConnectSession,
  WalletConnectSessionEvent,
  WalletConnectSessions,
  WalletConnectSupport,
} from '../adapter/walletConnect'
export { WALLETCONNECT_CONNECTOR_ID } from '../adapter/walletConnect'
export { walletConnectConnector } from '../adapter/walletConnectConnector'
export { walletConnectProposal } from '../adapter/walletConnectProposal'
export type { CaipNetworkDetails } from '../caip/caipNetwork'
export { caipNetwork } from '../caip/caipNetwork'
export { isCaipNetworkId } from '../caip/isCaipNetworkId'
export type { ChainNamespace, KnownNamespace } from '../caip/namespaces'
export { isChainNamespace, isKnownNamespace, KNOWN_NAMESPACES } from '../caip/namespaces'
export { normalizeChainId } from '../caip/normalizeChainId'
export type { ParsedCaipAddress } from '../caip/parseCaipAddress'
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
export { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '../caip/types'
export { createLatch } from '../client/createLatch'
export type { LatchClient, OpenInput } from '../client/types'
export {
  AdapterNotFoundError,
  AuthenticationInitError,
  ChainDataUnavailableError,
  ConflictingSignInOptionsError,
  ConnectorNotFoundError,
  DisconnectChainsError,
  EmailCodeError,
  EmailCooldownError,
  FreshLoginRequiredError,
  InsufficientBalanceError,
  InsufficientLiquidityError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidSignatureError,
  InvalidSignInMessageError,
  InvalidTransactionHashError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  NetworkNotFoundError,
  NoSessionError,
  OnrampUnavailableError,
  PairingExpiredError,
  PasskeyError,
  ProviderDisconnectedError,
  RecoveryKitRequiredError,
  RelayUnavailableError,
  RequestAlreadyPendingError,
  RpcMethodNotAllowedError,
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  SessionExpiredError,
  SignInNotVerifiedError,
  SignInRequiredError,
  SignMessageError,
  SocialLoginError,
  TokenAddressRequiredError,
  UnsupportedChainError,
  UserRejectedError,
  ViewNotAvailableError,
  WalletRequestError,
} from '../errors/catalogue'
export { type EmailCodeErrorKind, emailCodeErrorKind } from '../errors/classes/EmailCodeError'
export { type PasskeyErrorKind, passkeyErrorKind } from '../errors/classes/PasskeyError'
export { type SocialLoginErrorKind, socialLoginErrorKind } from '../errors/classes/SocialLoginError'
export { SwapUnavailableError } from '../errors/classes/SwapUnavailableError'
export type { LatchErrorParameters } from '../errors/LatchError'
export { isLatchError, LatchError } from '../errors/LatchError'
export { isUserRejection, toLatchError, type WalletErrorCodes } from '../errors/toLatchError'
export type { LatchEvent } from '../latch/events'
export type { Latch } from '../latch/types'
export {
  AUTH_INIT_FAILED,
  AUTHENTICATING,
  MULTI_WALLET_NOT_ENABLED,
  NOTICE_CODES,
  type NoticeCode,
  noticeCode,
  originNotAllowed,
  PROJECT_ID_NOT_CONFIGURED,
  RATE_LIMITED,
  SIGN_MESSAGE_FAILED,
  SWITCH_NETWORK_NOT_FOUND,
  serverError,
  unsupportedProvider,
} from '../notices/catalogue'
export type {
  ConnectMethod,
  Features,
  KeyValueStorage,
  LatchOptions,
  Metadata,
  RemoteFeatures,
  ServiceUrls,
  SiweConfig,
  SiwxConfig,
  SiwxOptions,
  SiwxSession,
  SocialProvider,
} from '../options/types'
export type { FlowView } from '../rules/flowNavigation'
export { FLOW_VIEWS } from '../rules/flowNavigation'
export { formatSignInMessage, type SignInAccountCheck } from '../rules/formatSignInMessage'
export { hasEnoughAllowance } from '../rules/hasEnoughAllowance'
export { networkBalanceInUsd, rankTokens } from '../rules/rankTokens'
export { safeWalletLink } from '../rules/safeWalletLink'
export { isSessionExpired, liveSessions } from '../rules/sessionExpiry'
export { assertSignInMessageFields, isSignInDomain, isSignInUri } from '../rules/signInMessageFields'
export { toBalance } from '../rules/toBalance'
export { formatUnits, toBaseUnits } from '../rules/toBaseUnits'
export type { OnrampAsset, OnrampMode, OnrampProvider } from '../services/onramp/types'
export type { RecentWallet } from '../services/storage/keys'
export type { LatchStorage } from '../services/storage/types'
export { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
export type { PreparedTransaction, SwapQuote, SwapToken } from '../services/swap/types'
export type { LatchInitialState } from '../ssr/connectionCookie'
export { CONNECTION_COOKIE, connectionCookieValue, cookieToInitialState } from '../ssr/connectionCookie'
export type { SyncConnectionCookieOptions } from '../ssr/syncConnectionCookie'
export { syncConnectionCookie } from '../ssr/syncConnectionCookie'
export { emptyAccountState } from '../state/initialState'
export type {
  AccountDataState,
  AccountState,
  AttemptPhase,
  AttemptsState,
  ConnectAttempt,
  ConnectedWalletInfo,
  ConnectionStatus,
  DataStatus,
  LatchState,
  ModalState,
  NetworkState,
  Notice,
  NoticesState,
  NoticeVariant,
  RemoteConfigState,
  RouterEntry,
  RouterParams,
  SendState,
  SignInState,
  SwitchNetworkAttempt,
  ThemeState,
  TokenBalance,
  View,
  WalletConnectState,
} from '../state/types'
export { VIEWS } from '../state/types'
export type { DisplayTextOptions } from '../text/toDisplayText'
export { DISPLAY_TEXT_MAX_LENGTH, toDisplayText } from '../text/toDisplayText'
