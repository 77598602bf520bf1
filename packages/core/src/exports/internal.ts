// `@latch/core/internal`: building blocks Latch's own packages and tests compose (the store, services, pure rules
// and the spec's rules that no flow calls yet). No semver promise: hosts use `@latch/core`.

export { afterNextPaint } from '../latch/afterNextPaint'
export { whenIdle } from '../latch/browserEnvironment'
export { openSocialLoginPopup } from '../latch/openSocialLoginPopup'
export { STATUS_REOPEN_MS } from '../notices/createStatusBanner'
export { remoteFeaturesInForce } from '../options/remoteFeaturesInForce'
export type { ResolvedFeatures, ResolvedOptions, ResolvedRemoteFeatures } from '../options/resolveOptions'
export { DEFAULT_CONNECT_METHODS_ORDER, resolveOptions } from '../options/resolveOptions'
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
export { leaveNetworkViews, returnToView, showView } from '../rules/flowNavigation'
export { isOriginAllowed } from '../rules/isOriginAllowed'
export { shouldShowUnsupportedChain } from '../rules/isUnsupportedNetwork'
export type { BackResult } from '../rules/navigation'
export { closedModal, currentView, goBack, INITIAL_HISTORY, openedModal, pushView } from '../rules/navigation'
export type { DisconnectInput, DisconnectPlan } from '../rules/planDisconnect'
export { planDisconnect } from '../rules/planDisconnect'
export type { PreparedSend, SendTarget } from '../rules/prepareSend'
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
  ExplorerClient,
  ExplorerClientOptions,
  ExplorerResult,
  WalletQuery,
} from '../services/explorer/createExplorerClient'
export { createExplorerClient } from '../services/explorer/createExplorerClient'
export type {
  AllowedOriginsResult,
  FetchAllowedOriginsOptions,
} from '../services/explorer/fetchAllowedOrigins'
export { fetchAllowedOrigins } from '../services/explorer/fetchAllowedOrigins'
export type { ExplorerWallet, WalletPage } from '../services/explorer/parseWalletPage'
export { MAX_WALLET_COUNT, parseWalletPage } from '../services/explorer/parseWalletPage'
export type { BufferedLogger, LoggerOptions, LogSink } from '../services/logger/createLogger'
export { createLogger, LOGGER_BUFFER_BYTES } from '../services/logger/createLogger'
export { fetchCurrencyImage } from '../services/onramp/fetchCurrencyImage'
export { onrampServer } from '../services/onramp/onrampRequest'
export type { StorageOptions } from '../services/storage/createStorage'
export { createStorage } from '../services/storage/createStorage'
export type { CacheName, CacheSchema, StorageKey, StorageSchema } from '../services/storage/keys'
export { STORAGE_PREFIX } from '../services/storage/keys'
export { CACHE_TTL_MS, RECENT_WALLETS_KEPT } from '../services/storage/storageLimits'
export { createInitialState, emptyNetworkState, emptySendState } from '../state/initialState'
export type { Store } from '../store/createStore'
export { createStore, watchStore } from '../store/createStore'
