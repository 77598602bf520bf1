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
export { CHAIN_NAMESPACES, SEND_NAMESPACES, isChainNamespace, supportsSend } from '../caip/namespaces'
export type { ChainNamespace } from '../caip/namespaces'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '../caip/types'
export { isCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId'
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
export type { ParsedCaipAddress } from '../caip/parseCaipAddress'
export { normalizeChainId } from '../caip/normalizeChainId'
export { LatchError, isLatchError } from '../errors/LatchError'
export type { LatchErrorParameters } from '../errors/LatchError'
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
export { isUserRejection, toLatchError } from '../errors/toLatchError'
export type { LogLevel, Logger } from '../services/logger/types'
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
export { DEFAULT_CONNECT_METHODS_ORDER, resolveOptions } from '../options/resolveOptions'
export type { ResolvedFeatures, ResolvedOptions } from '../options/resolveOptions'
export { VIEWS } from '../state/types'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  LatchState,
  ModalState,
  NetworkState,
  Notice,
  NoticeVariant,
  NoticesState,
  RouterEntry,
  RouterParams,
  SendState,
  SignInState,
  SwapToken,
  ThemeState,
  TokenBalance,
  View,
} from '../state/types'
export type { LatchClient, LatchEvent, OpenInput } from '../client/types'
export type { KeyValueStorage, LatchStorage } from '../services/storage/types'
export { CACHE_TTL_MS, RECENT_WALLETS_KEPT, STORAGE_PREFIX } from '../services/storage/keys'
export type { CacheName, CacheSchema, RecentWallet, StorageKey, StorageSchema } from '../services/storage/keys'
export { createLatch } from '../client/createLatch'
export { PROJECT_ID_NOT_CONFIGURED } from '../client/createInitialClientState'
export { createStore, watchStore } from '../store/createStore'
export type { Store } from '../store/createStore'
export { createInitialState, emptyAccountState, emptyNetworkState, emptySendState } from '../state/initialState'
export { resolveOpenView } from '../rules/resolveOpenView'
export type { OpenViewInput } from '../rules/resolveOpenView'
export { closedModal, currentView, goBack, INITIAL_HISTORY, pushView, replaceView, resetHistory } from '../rules/navigation'
export type { BackResult } from '../rules/navigation'
export { canCloseModal } from '../rules/canCloseModal'
export { initialConnectionStatus, statusAfterSync } from '../rules/connectionStatus'
export { planDisconnect } from '../rules/planDisconnect'
export type { DisconnectInput, DisconnectPlan } from '../rules/planDisconnect'
export { shouldShowUnsupportedChain } from '../rules/isUnsupportedNetwork'
export { prepareSend } from '../rules/prepareSend'
export type { PreparedSend } from '../rules/prepareSend'
export { formatSignInMessage } from '../rules/formatSignInMessage'
export { SWITCH_NETWORK_NOT_FOUND } from '../flows/switchNetwork'
export { SIGN_MESSAGE_FAILED } from '../flows/signIn'
export { STATUS_REOPEN_MS } from '../flows/notices'
