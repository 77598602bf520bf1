import type { AccountType, ActivityItem, SavedConnection, TokenHolding } from '../../adapter/types'
import { type ChainNamespace, isChainNamespace } from '../../caip/namespaces'
import { isCaipNetworkId } from '../../caip/parseCaipNetworkId'
import type { SiwxSession } from '../../options/types'
import type { ConnectionStatus } from '../../state/types'
import {
  type CacheName,
  type CacheSchema,
  RECENT_WALLETS_KEPT,
  type RecentWallet,
  type StorageKey,
  type StorageSchema,
} from './keys'
import { STORED_LIST_MAX } from './storageVersions'

type Guard<T> = (value: unknown) => value is T

const isString: Guard<string> = (value): value is string => typeof value === 'string'
const isNonEmptyString: Guard<string> = (value): value is string =>
  typeof value === 'string' && value.length > 0

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isOptional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value)
}

function isListOf<T>(guard: Guard<T>, max: number): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.length <= max && value.every(guard)
}

function isOneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value)
}

// Keys are namespaces (own keys only, so "__proto__" from JSON.parse is refused) and every value passes `guard`.
function isNamespaceRecord<T>(guard: Guard<T>): Guard<Partial<Record<ChainNamespace, T>>> {
  return (value): value is Partial<Record<ChainNamespace, T>> =>
    isPlainObject(value) && Object.entries(value).every(([key, item]) => isChainNamespace(key) && guard(item))
}

/** A stored recent wallet: non-empty id, a name, and optional namespace and image. */
export const isRecentWallet: Guard<RecentWallet> = (value): value is RecentWallet =>
  isPlainObject(value) &&
  isNonEmptyString(value.id) &&
  isString(value.name) &&
  isOptional(isChainNamespace)(value.namespace) &&
  isOptional(isString)(value.imageUrl)

const isSavedConnection: Guard<SavedConnection> = (value): value is SavedConnection =>
  isPlainObject(value) &&
  isNonEmptyString(value.connectorId) &&
  isChainNamespace(value.namespace) &&
  isOptional(isCaipNetworkId)(value.networkId)

const isConnectionStatus = isOneOf<ConnectionStatus>(['disconnected', 'connecting', 'connected'])
const isAccountType = isOneOf<AccountType>(['eoa', 'smartAccount'])

const isSocialConnection: Guard<StorageSchema['socialConnection']> = (
  value,
): value is StorageSchema['socialConnection'] =>
  isPlainObject(value) && isNonEmptyString(value.provider) && isOptional(isString)(value.username)

const isSignInData = (value: unknown): boolean =>
  isPlainObject(value) &&
  isNonEmptyString(value.accountAddress) &&
  isCaipNetworkId(value.chainId) &&
  ['domain', 'uri', 'version', 'nonce', 'issuedAt'].every((field) => isString(value[field])) &&
  ['notBefore', 'statement', 'requestId', 'expirationTime'].every((field) =>
    isOptional(isString)(value[field]),
  ) &&
  isOptional(isListOf(isString, STORED_LIST_MAX))(value.resources)

const isSiwxSession: Guard<SiwxSession> = (value): value is SiwxSession =>
  isPlainObject(value) && isSignInData(value.data) && isString(value.message) && isString(value.signature)

/** The shape check of every persisted key; a stored value that fails it is dropped. */
export const STORAGE_VALIDATORS: { readonly [K in StorageKey]: Guard<StorageSchema[K]> } = {
  walletId: isNonEmptyString,
  walletName: isString,
  activeNetworkId: isCaipNetworkId,
  activeNamespace: isChainNamespace,
  connectedNamespaces: isListOf(isChainNamespace, STORED_LIST_MAX),
  connectionStatus: isNamespaceRecord(isConnectionStatus),
  recentWallets: isListOf(isRecentWallet, RECENT_WALLETS_KEPT),
  recentEmails: isListOf(isString, STORED_LIST_MAX),
  socialConnection: isSocialConnection,
  siwxAuthToken: isString,
  siwxNonceToken: isString,
  siwxSessions: isListOf(isSiwxSession, STORED_LIST_MAX),
  disconnectedConnectorIds: isNamespaceRecord(isListOf(isString, STORED_LIST_MAX)),
  connections: isNamespaceRecord(isListOf(isSavedConnection, STORED_LIST_MAX)),
  preferredAccountTypes: isNamespaceRecord(isAccountType),
}

const isAnyJson: Guard<unknown> = (value): value is unknown => value !== undefined

const isNativeBalance: Guard<CacheSchema['nativeBalance']> = (value): value is CacheSchema['nativeBalance'] =>
  isPlainObject(value) &&
  isString(value.value) &&
  isString(value.formatted) &&
  isString(value.symbol) &&
  typeof value.decimals === 'number' &&
  Number.isInteger(value.decimals)

const isName: Guard<CacheSchema['name']> = (value): value is CacheSchema['name'] =>
  isPlainObject(value) && isOptional(isString)(value.name)

const isIdentity: Guard<CacheSchema['identity']> = (value): value is CacheSchema['identity'] =>
  isPlainObject(value) && isOptional(isString)(value.name) && isOptional(isString)(value.avatar)

/** Longest token or activity list a cache keeps (RELIABILITY #6: list sizes capped). */
export const CACHED_LIST_MAX = 200

const isTokenHolding: Guard<TokenHolding> = (value): value is TokenHolding =>
  isPlainObject(value) &&
  isCaipNetworkId(value.networkId) &&
  isOptional(isString)(value.address) &&
  isString(value.name) &&
  isString(value.symbol) &&
  typeof value.decimals === 'number' &&
  Number.isInteger(value.decimals) &&
  isString(value.quantity) &&
  isOptional(isString)(value.iconUrl) &&
  isOptional((flag): flag is boolean => typeof flag === 'boolean')(value.spam)

const isActivityAmount: Guard<NonNullable<ActivityItem['amount']>> = (
  value,
): value is NonNullable<ActivityItem['amount']> =>
  isPlainObject(value) &&
  isString(value.formatted) &&
  isString(value.symbol) &&
  isOptional(isString)(value.tokenAddress)

const isActivityItem: Guard<ActivityItem> = (value): value is ActivityItem =>
  isPlainObject(value) &&
  isNonEmptyString(value.hash) &&
  isCaipNetworkId(value.networkId) &&
  isOptional((time): time is number => typeof time === 'number' && Number.isFinite(time))(value.timestamp) &&
  isOneOf<ActivityItem['direction']>(['sent', 'received', 'contract'])(value.direction) &&
  isOptional(isString)(value.counterparty) &&
  isOptional(isActivityAmount)(value.amount) &&
  isOptional((flag): flag is boolean => typeof flag === 'boolean')(value.failed)

const isPrice: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/** The shape check of each cache's values (caches whose value type is `unknown` accept any JSON). */
export const CACHE_VALIDATORS: { readonly [C in CacheName]: Guard<CacheSchema[C]> } = {
  balance: isAnyJson,
  nativeBalance: isNativeBalance,
  portfolio: isListOf(isTokenHolding, CACHED_LIST_MAX),
  name: isName,
  identity: isIdentity,
  history: isListOf(isActivityItem, CACHED_LIST_MAX),
  tokenPrice: isPrice,
}
