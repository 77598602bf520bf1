// Public API of @latch/core. Names are listed explicitly; a test snapshots them.
export type {
  AccountType,
  AdapterContext,
  AdapterEvent,
  Balance,
  ChainAdapter,
  ConnectedAccount,
  Connection,
  Connector,
  ConnectorType,
  Profile,
  SavedConnection,
  SignInMessage,
  TokenRef,
  TransferRequest,
} from '../adapter/types'
export type { ChainNamespace } from '../caip/namespaces'
export { CHAIN_NAMESPACES, isChainNamespace, SEND_NAMESPACES, supportsSend } from '../caip/namespaces'
export { normalizeChainId } from '../caip/normalizeChainId'
export type { ParsedCaipAddress } from '../caip/parseCaipAddress'
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
export { isCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '../caip/types'
export { createLatch } from '../client/createLatch'
export type { LatchClient, LatchEvent, OpenInput } from '../client/types'
export {
  AdapterNotFoundError,
  AuthenticationInitError,
  ConflictingSignInOptionsError,
  ConnectorNotFoundError,
  DisconnectChainsError,
  EmailCooldownError,
  InsufficientLiquidityError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidSignatureError,
  InvalidTransactionHashError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  NetworkNotFoundError,
  NoSessionError,
  ProviderDisconnectedError,
  RpcMethodNotAllowedError,
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  SignMessageError,
  TokenAddressRequiredError,
  UnsupportedChainError,
  UserRejectedError,
  WalletRequestError,
} from '../errors/catalogue'
export type { LatchErrorParameters } from '../errors/LatchError'
export { isLatchError, LatchError } from '../errors/LatchError'
export { isUserRejection, toLatchError } from '../errors/toLatchError'
export { STATUS_REOPEN_MS } from '../flows/notices'
export {
  AUTH_INIT_FAILED,
  AUTHENTICATING,
  MULTI_WALLET_NOT_ENABLED,
  originNotAllowed,
  PROJECT_ID_NOT_CONFIGURED,
  RATE_LIMITED,
  SIGN_MESSAGE_FAILED,
  SWITCH_NETWORK_NOT_FOUND,
  serverError,
  unsupportedProvider,
} from '../notices/catalogue'
export type { ResolvedFeatures, ResolvedOptions } from '../options/resolveOptions'
export { DEFAULT_CONNECT_METHODS_ORDER, resolveOptions } from '../options/resolveOptions'
export type {
  ConnectMethod,
  Features,
  LatchOptions,
  Metadata,
  RemoteFeatures,
  ServiceUrls,
  SiwxConfig,
  SiwxSession,
  SocialProvider,
} from '../options/types'
export {
  BALANCE_RETRY_WINDOW_MS,
  shouldSkipBalanceFetch,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../rules/balanceRetry'
export { canCloseModal } from '../rules/canCloseModal'
export { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
export { checkEmailCooldown, EMAIL_LOGIN_COOLDOWN_MS, emailCooldownSecondsLeft } from '../rules/emailCooldown'
export type { TelegramEnv, TelegramOs } from '../rules/filterSocialsForTelegram'
export { detectTelegramEnv, filterSocialsForTelegram } from '../rules/filterSocialsForTelegram'
export { formatSignInMessage } from '../rules/formatSignInMessage'
export { isOriginAllowed } from '../rules/isOriginAllowed'
export { shouldShowUnsupportedChain } from '../rules/isUnsupportedNetwork'
export type { BackResult } from '../rules/navigation'
export {
  closedModal,
  currentView,
  goBack,
  INITIAL_HISTORY,
  leaveNetworkViews,
  pushView,
  replaceView,
  resetHistory,
} from '../rules/navigation'
export type { DisconnectInput, DisconnectPlan } from '../rules/planDisconnect'
export { planDisconnect } from '../rules/planDisconnect'
export type { PreparedSend } from '../rules/prepareSend'
export { prepareSend } from '../rules/prepareSend'
export type { OpenViewInput } from '../rules/resolveOpenView'
export { resolveOpenView } from '../rules/resolveOpenView'
export type { RpcMethodClass } from '../rules/rpcPolicy'
export {
  assertRpcAllowed,
  classifyRpcMethod,
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
} from '../rules/rpcPolicy'
export { formatUnits, toBaseUnits } from '../rules/toBaseUnits'
export {
  assertSignedMessage,
  assertTransactionHash,
  isSignedMessage,
  isTransactionHash,
} from '../rules/validators'
export type { Analytics, AnalyticsOptions } from '../services/analytics/createAnalytics'
export {
  ANALYTICS_ALWAYS_SENT_EVENTS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_PENDING_BYTES,
  createAnalytics,
} from '../services/analytics/createAnalytics'
export type { AnalyticsEvent, AnalyticsItem } from '../services/analytics/types'
export type {
  AllowedOriginsResult,
  FetchAllowedOriginsOptions,
} from '../services/explorer/fetchAllowedOrigins'
export { fetchAllowedOrigins } from '../services/explorer/fetchAllowedOrigins'
export type { BufferedLogger, LoggerOptions, LogSink } from '../services/logger/createLogger'
export { createLogger, LOGGER_BUFFER_BYTES } from '../services/logger/createLogger'
export type { LogEntry, Logger, LogLevel } from '../services/logger/types'
export type { StorageOptions } from '../services/storage/createStorage'
export { createStorage } from '../services/storage/createStorage'
export type {
  CacheName,
  CacheSchema,
  RecentWallet,
  StorageKey,
  StorageSchema,
} from '../services/storage/keys'
export { CACHE_TTL_MS, RECENT_WALLETS_KEPT, STORAGE_PREFIX } from '../services/storage/keys'
export type { KeyValueStorage, LatchStorage } from '../services/storage/types'
export {
  createInitialState,
  emptyAccountState,
  emptyNetworkState,
  emptySendState,
} from '../state/initialState'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  LatchState,
  ModalState,
  NetworkState,
  Notice,
  NoticesState,
  NoticeVariant,
  RouterEntry,
  RouterParams,
  SendState,
  SignInState,
  SwapToken,
  ThemeState,
  TokenBalance,
  View,
} from '../state/types'
export { VIEWS } from '../state/types'
export type { Store } from '../store/createStore'
export { createStore, watchStore } from '../store/createStore'
