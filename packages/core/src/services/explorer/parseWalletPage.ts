import { safeWalletLink } from '../../rules/safeWalletLink'
import { toDisplayText } from '../../text/toDisplayText'

/** A wallet of the explorer's catalogue, validated (spec §3 wallet listing entry). Every field is safe to use. */
export interface ExplorerWallet {
  id: string
  /** Display-safe (controls, bidi overrides and invisible characters removed, length bounded). */
  name: string
  imageId?: string
  rdns?: string
  /** CAIP namespaces (`eip155`, `solana`, ...). */
  chains: string[]
  homepage?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** One validated page: the wallets and how many the server says match in all. */
export interface WalletPage {
  count: number
  wallets: ExplorerWallet[]
}

/** The largest page the kit asks for (spec §7: 100 for a search). */
export const MAX_PAGE_ENTRIES = 100
/** A count above this is not believed (RELIABILITY #6): the catalogue is paged at most this far. */
export const MAX_WALLET_COUNT = 10_000
const MAX_CHAINS = 16

const ID = /^[\w.:-]{1,128}$/
const IMAGE_ID = /^[\w-]{1,128}$/
const RDNS = /^[\w.-]{1,253}$/
const NAMESPACE = /^[-a-z0-9]{3,8}$/
function optionalMatch(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

/** One entry, or undefined when it has no usable id or name. Bad optional fields are dropped, not the entry. */
function parseWallet(raw: unknown): ExplorerWallet | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const entry = raw as Record<string, unknown>
  const id = optionalMatch(entry.id, ID)
  const name = toDisplayText(entry.name)
  if (!id || !name) return undefined
  const chains = Array.isArray(entry.chains)
    ? [
        ...new Set(
          entry.chains.filter((chain): chain is string => typeof chain === 'string' && NAMESPACE.test(chain)),
        ),
      ].slice(0, MAX_CHAINS)
    : []
  const wallet: ExplorerWallet = { id, name, chains }
  const imageId = optionalMatch(entry.image_id, IMAGE_ID)
  if (imageId) wallet.imageId = imageId
  const rdns = optionalMatch(entry.rdns, RDNS)
  if (rdns) wallet.rdns = rdns
  const homepage = safeWalletLink(entry.homepage, true)
  if (homepage) wallet.homepage = homepage
  const mobileLink = safeWalletLink(entry.mobile_link)
  if (mobileLink) wallet.mobileLink = mobileLink
  const desktopLink = safeWalletLink(entry.desktop_link)
  if (desktopLink) wallet.desktopLink = desktopLink
  const webappLink = safeWalletLink(entry.webapp_link, true)
  if (webappLink) wallet.webappLink = webappLink
  return wallet
}

/**
 * Validates a getWallets body (RELIABILITY #6): entries without a usable id or name and repeated ids are dropped,
 * the page is capped at `maxEntries`, and the count is a whole number within [wallets kept, MAX_WALLET_COUNT].
 * Undefined when the body is not `{ data: [...] }`.
 */
export function parseWalletPage(body: unknown, maxEntries = MAX_PAGE_ENTRIES): WalletPage | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { data, count } = body as { data?: unknown; count?: unknown }
  if (!Array.isArray(data)) return undefined
  const seen = new Set<string>()
  const wallets: ExplorerWallet[] = []
  for (const raw of data.slice(0, maxEntries * 2)) {
    const wallet = parseWallet(raw)
    if (!wallet || seen.has(wallet.id)) continue
    seen.add(wallet.id)
    wallets.push(wallet)
    if (wallets.length === Math.min(maxEntries, MAX_PAGE_ENTRIES)) break
  }
  const counted = typeof count === 'number' && Number.isFinite(count) ? Math.floor(count) : wallets.length
  return { count: Math.min(Math.max(counted, wallets.length), MAX_WALLET_COUNT), wallets }
}
