import type { AccountType, SavedConnection } from '../../adapter/types'
import { isCaipNetworkId } from '../../caip/isCaipNetworkId'
import { isChainNamespace } from '../../caip/namespaces'
import type { SiwxSession } from '../../options/types'
import type { ConnectionStatus } from '../../state/types'
import {
  type Guard,
  isListOf,
  isNamespaceRecord,
  isNonEmptyString,
  isOneOf,
  isOptional,
  isPlainObject,
  isString,
} from './guards'
import type { RecentWallet, StorageKey, StorageSchema } from './keys'
import { RECENT_WALLETS_KEPT } from './storageLimits'
import { STORED_LIST_MAX } from './storageVersions'

/** A stored recent wallet: non-empty id, a name, and optional namespace and image. */
const isRecentWallet: Guard<RecentWallet> = (value): value is RecentWallet =>
  isPlainObject(value) &&
  isNonEmptyString(value.id) &&
  isString(value.name) &&
  isOptional(isChainNamespace)(value.namespace) &&
  isOptional(isString)(value.imageUrl)

const isSavedConnection: Guard<SavedConnection> = (value): value is SavedConnection =>
  isPlainObject(value) &&
  isNonEmptyString(value.connectorId) &&
  isChainNamespace(value.namespace) &&
  isOptional(isCaipNetworkId)(value.networkId) &&
  isOptional(isNonEmptyString)(value.account)

const isConnectionStatus = isOneOf<ConnectionStatus>(['disconnected', 'connecting', 'connected'])
const isAccountType = isOneOf<AccountType>(['eoa', 'smartAccount'])

const isSocialConnection: Guard<StorageSchema['socialConnection']> = (
  value,
): value is StorageSchema['socialConnection'] =>
  isPlainObject(value) &&
  isNonEmptyString(value.provider) &&
  isOptional(isString)(value.username) &&
  isOptional(isString)(value.pendingAttempt)

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
