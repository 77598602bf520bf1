import type { WalletListing } from './types'

/** Where the visitor is: a phone opens the wallet app, a computer its desktop app or web app. */
export type LinkPlatform = 'mobile' | 'desktop'

// A wallet's own registered scheme (`metamask:`, `trust:`): letters, digits, + - . only, never one that runs
// or reads something in the browser (RELIABILITY #18).
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'blob:',
  'about:',
  'http:',
  'ftp:',
])

function parse(link: string | undefined): URL | undefined {
  if (typeof link !== 'string' || link.trim() === '') return undefined
  try {
    const url = new URL(link.trim())
    if (FORBIDDEN_SCHEMES.has(url.protocol) || !/^[a-z][a-z0-9+.-]*:$/.test(url.protocol)) return undefined
    return url
  } catch {
    return undefined
  }
}

/**
 * The link that opens `wallet` with the pairing `uri`: on mobile its `mobile_link` (a universal https link or its
 * own scheme), on desktop its `desktop_link`, else its https `webapp_link`; `wc?uri=` with the URI always
 * URI-encoded. Undefined when the wallet has no usable link for the platform.
 */
export function walletConnectLink(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
  platform: LinkPlatform,
): string | undefined {
  const encoded = encodeURIComponent(uri)
  const candidates = platform === 'mobile' ? [wallet.mobile_link] : [wallet.desktop_link, wallet.webapp_link]
  for (const candidate of candidates) {
    const url = parse(candidate)
    if (!url) continue
    if (candidate === wallet.webapp_link && url.protocol !== 'https:') continue
    const base = url.href.endsWith('/') ? url.href : `${url.href}/`
    // A bare custom scheme (`metamask://`) parses with an empty host: `metamask://wc?uri=...`.
    return `${base}wc?uri=${encoded}`
  }
  return undefined
}
