import type { SocialProvider } from '../options/types'

/** The operating system as far as the Telegram socials rule cares. */
export type TelegramOs = 'ios' | 'mac' | 'android' | 'other'

/** Where the modal runs: inside Telegram or not, and on which system. */
export interface TelegramEnv {
  isTelegram: boolean
  os: TelegramOs
}

// Login providers whose popups do not work inside Telegram's web view on each system (spec §5).
const REMOVED_IN_TELEGRAM: Readonly<Record<TelegramOs, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The social logins offered (spec §5): in Telegram, iOS drops google, Mac drops x, Android drops facebook and x. */
export function filterSocialsForTelegram(
  socials: readonly SocialProvider[],
  env: TelegramEnv,
): SocialProvider[] {
  if (!env.isTelegram) return [...socials]
  const removed = REMOVED_IN_TELEGRAM[env.os]
  return socials.filter((social) => !removed.includes(social))
}

// Telegram.WebApp.platform values (core.telegram.org/bots/webapps); a Map so "toString" finds nothing.
const TELEGRAM_PLATFORMS: ReadonlyMap<string, TelegramOs> = new Map([
  ['ios', 'ios'],
  ['android', 'android'],
  ['android_x', 'android'],
  ['macos', 'mac'],
])

/**
 * Tells whether the page runs in Telegram and on which system, from plain inputs (no `window` read here):
 * `hasTelegramWebApp` is whether `window.Telegram.WebApp` exists, `platform` is its `platform` field.
 */
export function detectTelegramEnv(input: {
  userAgent: string
  hasTelegramWebApp: boolean
  platform?: string
}): TelegramEnv {
  const userAgent = typeof input.userAgent === 'string' ? input.userAgent : ''
  const isTelegram = input.hasTelegramWebApp === true || /Telegram/i.test(userAgent)
  const fromPlatform = input.platform !== undefined ? TELEGRAM_PLATFORMS.get(input.platform) : undefined
  return { isTelegram, os: fromPlatform ?? osFromUserAgent(userAgent) }
}

function osFromUserAgent(userAgent: string): TelegramOs {
  // iPhone and iPad agents also say "like Mac OS X", so iOS is checked first.
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  return 'other'
}
