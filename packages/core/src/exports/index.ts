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
export { canCloseModal } from '../rules/canCloseModal'
export { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
export { formatSignInMessage } from '../rules/formatSignInMessage'
export { shouldShowUnsupportedChain } from '../rules/isUnsupportedNetwork'
export type { BackResult } from '../rules/navigation'
export {
  closedModal,
  currentView,
  goBack,
  INITIAL_HISTORY,
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
export type { Logger, LogLevel } from '../services/logger/types'
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
