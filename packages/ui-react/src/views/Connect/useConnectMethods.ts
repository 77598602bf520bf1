import type { ConnectMethod, Connector, SocialProvider } from '@latch/core'
import { detectTelegramEnv, filterSocialsForTelegram } from '@latch/core/internal'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** One entry of the Connect view, in the host's method order. */
export type ConnectMethodEntry =
  | { method: 'email' }
  | { method: 'social'; provider: string; connector: Connector }
  /** A social login through the embedded wallet's server (a popup of its origin). */
  | { method: 'socialLogin'; provider: SocialProvider }
  /** Passkey login through the embedded wallet's frame (the host set `passkeyLogin`). */
  | { method: 'passkey' }
  /** Sign In With Farcaster by QR code (the host set `farcasterLogin`): the ConnectingFarcaster view. */
  | { method: 'farcaster' }
  | { method: 'wallet' }

/**
 * The Connect view's methods in `features.connectMethodsOrder` (spec §1 default: email, social, wallet).
 * E-mail appears when the host configured the embedded wallet (`embedded`) and `remoteFeatures.email` is on (the
 * pay feature turns it off); social only when enabled and an embedded connector exists for it (`social:<provider>`):
 * there is no entry without the behaviour behind it.
 */
export function useConnectMethods(): { entries: ConnectMethodEntry[]; walletsCollapsed: boolean } {
  const { client } = useLatchContext()
  // Only the embedded connectors: wallet discovery, which starts as the visitor points at the button, changes the
  // others, and re-rendering the whole view then delayed the click's frame (issue 39).
  const embedded = useLatchSelector((state) =>
    state.connectors.filter((connector) => connector.type === 'embedded'),
  )
  // In force: the host's remoteFeatures over the project's remote config (spec §7), over the defaults.
  const remoteFeatures = useLatchSelector((state) => state.remote?.features) ?? client.options.remoteFeatures
  const { features } = client.options
  const entries: ConnectMethodEntry[] = []
  for (const method of features.connectMethodsOrder as ConnectMethod[]) {
    if (method === 'email') {
      if (remoteFeatures.email && client.options.embedded) entries.push({ method })
    } else if (method === 'social' && client.options.embedded?.socialLoginUrl) {
      for (const provider of offeredSocials(remoteFeatures.socials || []))
        entries.push({ method: 'socialLogin', provider })
      if (client.options.embedded.farcasterLogin && (remoteFeatures.socials || []).includes('farcaster'))
        entries.push({ method: 'farcaster' })
    } else if (method === 'social') {
      for (const provider of remoteFeatures.socials || []) {
        const connector = embedded.find((candidate) => candidate.id === `social:${provider}`)
        if (connector) entries.push({ method, provider, connector })
      }
    } else if (features.wallets) {
      entries.push({ method })
    }
  }
  // Passkey login sits right after e-mail (else after the social logins), where a visitor of the wallet looks.
  if (client.options.embedded?.passkeyLogin && (remoteFeatures.email || remoteFeatures.socials)) {
    const email = entries.findIndex((entry) => entry.method === 'email')
    const socials = entries.map((entry) => entry.method).lastIndexOf('socialLogin')
    entries.splice((email >= 0 ? email : socials) + 1, 0, { method: 'passkey' })
  }
  // With e-mail or social first, wallets fold into one "Continue with a wallet" entry (ConnectWallets).
  const walletsCollapsed = entries.length > 0 && entries[0]?.method !== 'wallet'
  return { entries, walletsCollapsed }
}

const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  github: 'GitHub',
  discord: 'Discord',
  apple: 'Apple',
  facebook: 'Facebook',
  twitch: 'Twitch',
  farcaster: 'Farcaster',
}

/** A provider's name as its button shows it (a brand: not translated). */
export const socialName = (provider: SocialProvider) => SOCIAL_NAMES[provider] ?? provider

/**
 * The social logins this page offers: the host's list without Farcaster (its own QR flow, not a login popup), and
 * inside Telegram without the providers whose login does not work in its web view there (spec §5).
 */
function offeredSocials(socials: readonly SocialProvider[]): SocialProvider[] {
  const withPopup = socials.filter((provider) => provider !== 'farcaster')
  if (typeof window === 'undefined') return withPopup
  const telegram = (window as { Telegram?: { WebApp?: { platform?: string } } }).Telegram?.WebApp
  const env = detectTelegramEnv({
    userAgent: window.navigator.userAgent,
    hasTelegramWebApp: telegram !== undefined,
    ...(telegram?.platform ? { platform: telegram.platform } : {}),
  })
  return filterSocialsForTelegram(withPopup, env)
}
