import { describe, expect, it } from 'vitest'
import type { SocialProvider } from '../options/types'
import { detectTelegramEnv, filterSocialsForTelegram } from './filterSocialsForTelegram'

const ALL: SocialProvider[] = ['google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster']

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile'
const ANDROID_TELEGRAM = `${ANDROID} Telegram-Android/10.14.5 (Google Pixel 8; Android 14; SDK 34; AVERAGE)`
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0'

describe('filterSocialsForTelegram', () => {
  it('default: outside Telegram every social stays, in order', () => {
    for (const os of ['ios', 'mac', 'android', 'other'] as const) {
      expect(filterSocialsForTelegram(ALL, { isTelegram: false, os })).toEqual(ALL)
    }
  })

  it('behavior: Telegram on iOS removes google', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'ios' })).toEqual([
      'x',
      'github',
      'discord',
      'apple',
      'facebook',
      'farcaster',
    ])
  })

  it('behavior: Telegram on Mac removes x', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'mac' })).toEqual([
      'google',
      'github',
      'discord',
      'apple',
      'facebook',
      'farcaster',
    ])
  })

  it('behavior: Telegram on Android removes facebook and x', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'android' })).toEqual([
      'google',
      'github',
      'discord',
      'apple',
      'farcaster',
    ])
  })

  it('behavior: Telegram elsewhere removes nothing', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'other' })).toEqual(ALL)
  })

  it('behavior: returns a new array and leaves the input alone', () => {
    const input: SocialProvider[] = ['google', 'x']
    const output = filterSocialsForTelegram(input, { isTelegram: false, os: 'ios' })
    expect(output).not.toBe(input)
    filterSocialsForTelegram(input, { isTelegram: true, os: 'android' })
    expect(input).toEqual(['google', 'x'])
  })
})

describe('detectTelegramEnv', () => {
  it('default: a plain browser is not Telegram', () => {
    expect(detectTelegramEnv({ userAgent: WINDOWS, hasTelegramWebApp: false })).toEqual({
      isTelegram: false,
      os: 'other',
    })
  })

  it('behavior: the Telegram WebApp object marks Telegram; the system comes from the user agent', () => {
    expect(detectTelegramEnv({ userAgent: IPHONE, hasTelegramWebApp: true })).toEqual({
      isTelegram: true,
      os: 'ios',
    })
    expect(detectTelegramEnv({ userAgent: MAC, hasTelegramWebApp: true })).toEqual({
      isTelegram: true,
      os: 'mac',
    })
    expect(detectTelegramEnv({ userAgent: ANDROID, hasTelegramWebApp: true })).toEqual({
      isTelegram: true,
      os: 'android',
    })
  })

  it("behavior: Telegram's Android in-app browser is recognised by its user agent", () => {
    expect(detectTelegramEnv({ userAgent: ANDROID_TELEGRAM, hasTelegramWebApp: false })).toEqual({
      isTelegram: true,
      os: 'android',
    })
  })

  it('behavior: an iPhone is iOS even though its agent says "like Mac OS X"', () => {
    expect(detectTelegramEnv({ userAgent: IPHONE, hasTelegramWebApp: false }).os).toBe('ios')
  })

  it('parameters: platform (Telegram.WebApp.platform) wins over the user agent', () => {
    expect(detectTelegramEnv({ userAgent: WINDOWS, hasTelegramWebApp: true, platform: 'macos' }).os).toBe(
      'mac',
    )
    expect(detectTelegramEnv({ userAgent: WINDOWS, hasTelegramWebApp: true, platform: 'android_x' }).os).toBe(
      'android',
    )
    expect(detectTelegramEnv({ userAgent: MAC, hasTelegramWebApp: true, platform: 'ios' }).os).toBe('ios')
    expect(detectTelegramEnv({ userAgent: ANDROID, hasTelegramWebApp: true, platform: 'tdesktop' }).os).toBe(
      'android',
    )
    expect(detectTelegramEnv({ userAgent: WINDOWS, hasTelegramWebApp: true, platform: 'toString' }).os).toBe(
      'other',
    )
  })

  it('behavior: a missing user agent is tolerated', () => {
    expect(
      detectTelegramEnv({ userAgent: undefined as unknown as string, hasTelegramWebApp: false }),
    ).toEqual({
      isTelegram: false,
      os: 'other',
    })
  })
})
