import type { ActivityItem, TokenHolding } from '../../adapter/types'
import { isCaipNetworkId } from '../../caip/isCaipNetworkId'
import {
  type Guard,
  isListOf,
  isNonEmptyString,
  isOneOf,
  isOptional,
  isPlainObject,
  isString,
} from './guards'
import type { CacheName, CacheSchema } from './keys'

// The caches' shape checks: engine code (only chain data reads the caches), apart from the stored keys' checks
// that the first load needs.

const isNativeBalance: Guard<CacheSchema['nativeBalance']> = (value): value is CacheSchema['nativeBalance'] =>
  isPlainObject(value) &&
  isString(value.value) &&
  isString(value.formatted) &&
  isString(value.symbol) &&
  typeof value.decimals === 'number' &&
  Number.isInteger(value.decimals)

const isName: Guard<CacheSchema['name']> = (value): value is CacheSchema['name'] =>
  isPlainObject(value) && isOptional(isString)(value.address)

const isIdentity: Guard<CacheSchema['identity']> = (value): value is CacheSchema['identity'] =>
  isPlainObject(value) && isOptional(isString)(value.name) && isOptional(isString)(value.avatar)

/** Longest token or activity list a cache keeps (RELIABILITY #6: list sizes capped). */
export const CACHED_LIST_MAX = 200

const isBoolean = (flag: unknown): flag is boolean => typeof flag === 'boolean'

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
  isOptional(isBoolean)(value.spam) &&
  isOptional(isBoolean)(value.unverified)

const isActivityAmount: Guard<NonNullable<ActivityItem['amount']>> = (
  value,
): value is NonNullable<ActivityItem['amount']> =>
  isPlainObject(value) &&
  isString(value.formatted) &&
  isString(value.symbol) &&
  isOptional(isString)(value.tokenAddress) &&
  isOptional(isBoolean)(value.unverified) &&
  isOptional(isString)(value.iconUrl)

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

/** The shape check of each cache's values. */
export const CACHE_VALIDATORS: { readonly [C in CacheName]: Guard<CacheSchema[C]> } = {
  balance: isNativeBalance,
  nativeBalance: isNativeBalance,
  portfolio: isListOf(isTokenHolding, CACHED_LIST_MAX),
  name: isName,
  identity: isIdentity,
  history: isListOf(isActivityItem, CACHED_LIST_MAX),
  tokenPrice: isPrice,
}
