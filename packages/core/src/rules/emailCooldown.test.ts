import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/catalogue'
import { checkEmailCooldown, EMAIL_LOGIN_COOLDOWN_MS, emailCooldownSecondsLeft } from './emailCooldown'

const T0 = 1_700_000_000_000

function messageOf(run: () => void): string | undefined {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(EmailCooldownError)
    return (error as EmailCooldownError).message
  }
  return undefined
}

describe('emailCooldown', () => {
  it('default: the cooldown is 30 s (spec §9)', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
  })

  it('default: a first request is allowed', () => {
    expect(emailCooldownSecondsLeft(undefined, T0)).toBe(0)
    expect(messageOf(() => checkEmailCooldown(undefined, T0))).toBeUndefined()
  })

  it('behavior: right after a request the visitor waits 30 seconds', () => {
    expect(messageOf(() => checkEmailCooldown(T0, T0))).toBe('Please try again after 30 seconds')
  })

  it('behavior: seconds left are rounded up', () => {
    expect(messageOf(() => checkEmailCooldown(T0, T0 + 1))).toBe('Please try again after 30 seconds')
    expect(messageOf(() => checkEmailCooldown(T0, T0 + 1_000))).toBe('Please try again after 29 seconds')
    expect(messageOf(() => checkEmailCooldown(T0, T0 + 12_500))).toBe('Please try again after 18 seconds')
  })

  it('behavior: at 29.999 s one second is left, at 30 s the request is allowed', () => {
    expect(messageOf(() => checkEmailCooldown(T0, T0 + 29_999))).toBe('Please try again after 1 seconds')
    expect(emailCooldownSecondsLeft(T0, T0 + 29_999)).toBe(1)
    expect(messageOf(() => checkEmailCooldown(T0, T0 + 30_000))).toBeUndefined()
    expect(emailCooldownSecondsLeft(T0, T0 + 30_000)).toBe(0)
  })

  it('behavior: the error carries secondsLeft', () => {
    try {
      checkEmailCooldown(T0, T0 + 20_000)
      expect.unreachable()
    } catch (error) {
      expect((error as EmailCooldownError).secondsLeft).toBe(10)
    }
  })

  it('behavior: a request time in the future (clock moved back) waits at most 30 seconds', () => {
    expect(messageOf(() => checkEmailCooldown(T0 + 3_600_000, T0))).toBe('Please try again after 30 seconds')
  })
})
