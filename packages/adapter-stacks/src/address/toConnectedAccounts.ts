import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import { getAddressFromPublicKey } from '@stacks/transactions'
import { c32address } from 'c32check'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID, stacksNetworkFacts } from '../networks/stacksNetworkFacts'
import type { WalletAddressEntry } from '../wallets/types'
import { decodeWithC32check as decodeStacksAddress } from './decodeWithC32check'
import { isBitcoinAddress } from './isBitcoinAddress'

const KNOWN_PURPOSES = new Set(['stacks', 'payment', 'ordinals'])
const BITCOIN_NETWORK_IDS = [BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID]
const PUBLIC_KEY = /^(0[23][0-9a-f]{64}|04[0-9a-f]{128})$/i

const invalid = (details: string) => new InvalidAddressError({ details })
/** What a refusal names: the address as the wallet wrote it (cut short), or only its type. */
const describe = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : typeof value)

/** The role of a wallet address: Xverse's `purpose`, else derived from Leather's `symbol` / `type`. */
function purposeOf(entry: WalletAddressEntry): string | undefined {
  if (typeof entry.purpose === 'string') return entry.purpose === 'ordinal' ? 'ordinals' : entry.purpose
  if (entry.symbol === 'STX') return 'stacks'
  const type = entry.type ?? entry.addressType
  if (type === 'p2tr') return 'ordinals'
  if (entry.symbol === 'BTC' || typeof type === 'string') return 'payment'
  return undefined
}

/**
 * The Stacks address of `entry` for `networkId`: the address for that network's version (SP / SM on mainnet,
 * ST / SN on testnet). With a public key it is `getAddressFromPublicKey(publicKey, network)`, and the wallet's
 * address must be that key's on one of the networks; without one, the wallet's hash160 under the network's version.
 */
function stacksAddressFor(
  entry: { address: string; publicKey?: string | undefined },
  networkId: CaipNetworkId,
): string {
  const facts = stacksNetworkFacts(networkId)
  if (!facts) throw invalid(`${networkId} is not a Stacks network`)
  const decoded = decodeStacksAddress(entry.address)
  if (!decoded || ![20, 21, 22, 26].includes(decoded.version))
    throw invalid(`wallet account ${describe(entry.address)}`)
  const multiSig = decoded.version === 20 || decoded.version === 21
  if (entry.publicKey !== undefined && !multiSig) {
    if (typeof entry.publicKey !== 'string' || !PUBLIC_KEY.test(entry.publicKey))
      throw invalid(`wallet account ${entry.address} has a malformed public key`)
    const mainnet = getAddressFromPublicKey(entry.publicKey, 'mainnet')
    const testnet = getAddressFromPublicKey(entry.publicKey, 'testnet')
    if (entry.address !== mainnet && entry.address !== testnet)
      throw invalid(`wallet account ${entry.address} does not match its public key`)
    return getAddressFromPublicKey(entry.publicKey, facts.walletNetwork)
  }
  return c32address(multiSig ? facts.multiSigVersion : facts.singleSigVersion, decoded.hash160)
}

/**
 * Validates what a wallet's `getAddresses` returned (RELIABILITY #7) and turns it into the connection's accounts
 * for `networkId`: the Stacks account first (main, purpose 'stacks', CAIP-10 `stacks:…`), then the wallet's
 * Bitcoin addresses as `bip122:` accounts with their purpose ('payment', 'ordinals'). A malformed address or
 * public key throws `InvalidAddressError`; a wallet with no Stacks address too.
 */
export function toConnectedAccounts(reported: unknown, networkId: CaipNetworkId): ConnectedAccount[] {
  const facts = stacksNetworkFacts(networkId)
  if (!facts) throw invalid(`${networkId} is not a Stacks network`)
  if (!Array.isArray(reported)) throw invalid('the wallet returned no address list')
  const stacks: ConnectedAccount[] = []
  const bitcoin: ConnectedAccount[] = []
  for (const value of reported.slice(0, 32)) {
    if (typeof value !== 'object' || value === null) throw invalid('malformed wallet address entry')
    const entry = value as WalletAddressEntry
    const purpose = purposeOf(entry)
    // Wallets also report addresses of other chains (Xverse: 'starknet', 'spark'); they are not this connection's.
    if (purpose !== undefined && !KNOWN_PURPOSES.has(purpose)) continue
    const publicKey =
      typeof entry.publicKey === 'string' && entry.publicKey !== '' ? entry.publicKey : undefined
    if (
      purpose === 'stacks' ||
      (purpose === undefined && typeof entry.address === 'string' && entry.address.startsWith('S'))
    ) {
      const address = stacksAddressFor({ address: entry.address, publicKey }, networkId)
      if (stacks.some((account) => account.address.endsWith(`:${address}`))) continue
      stacks.push({
        address: formatCaipAddress(networkId, address),
        type: 'eoa',
        purpose: 'stacks',
        ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}),
      })
      continue
    }
    // A Bitcoin address names its own network; the one the wallet is on may differ from the Stacks network read.
    const bitcoinNetworkId = [facts.bitcoinNetworkId, ...BITCOIN_NETWORK_IDS].find((id) =>
      isBitcoinAddress(entry.address, id),
    )
    if (!bitcoinNetworkId) throw invalid(`wallet Bitcoin address ${describe(entry.address)}`)
    bitcoin.push({
      address: formatCaipAddress(bitcoinNetworkId, entry.address),
      type: 'eoa',
      ...(purpose ? { purpose } : {}),
      ...(publicKey ? { publicKey } : {}),
    })
  }
  if (stacks.length === 0) throw invalid('the wallet returned no Stacks address')
  return [...stacks, ...bitcoin]
}

/**
 * The accounts of a connection re-encoded for another Stacks network (`selectNetwork`, no wallet call): the
 * Stacks account's address for the new network's version, derived from its public key (the same key signs on
 * mainnet and testnet). Bitcoin accounts are kept as the wallet reported them: their CAIP-10 names their own
 * network, and a wallet's test-network Bitcoin keys differ from its mainnet ones, so they cannot be derived.
 */
export function accountsForNetwork(
  accounts: readonly ConnectedAccount[],
  networkId: CaipNetworkId,
): ConnectedAccount[] {
  return accounts.map((account) => {
    if (!account.address.startsWith('stacks:')) return account
    const address = account.address.slice(account.address.lastIndexOf(':') + 1)
    const next = stacksAddressFor({ address, publicKey: account.publicKey }, networkId)
    return { ...account, address: formatCaipAddress(networkId, next) }
  })
}
