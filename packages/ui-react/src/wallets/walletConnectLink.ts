import { safeWalletLink } from '@latch/core'
import type { WalletListing } from './types'

/** Where the visitor is: a phone opens the wallet app, a computer its desktop app or web app. */
export type LinkPlatform = 'mobile' | 'desktop'

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
  // The scheme allowlist is core's (RELIABILITY #18); a web app link must be https.
  const candidates =
    platform === 'mobile'
      ? [safeWalletLink(wallet.mobile_link?.trim())]
      : [safeWalletLink(wallet.desktop_link?.trim()), safeWalletLink(wallet.webapp_link?.trim(), true)]
  for (const candidate of candidates) {
    if (!candidate) continue
    const { href } = new URL(candidate)
    const base = href.endsWith('/') ? href : `${href}/`
    // A bare custom scheme (`metamask://`) parses with an empty host: `metamask://wc?uri=...`.
    return `${base}wc?uri=${encoded}`
  }
  return undefined
}
