import { beforeAll, describe, expect, test } from 'vitest'
import { createTranslator } from '../i18n/createTranslator'
import { en } from '../i18n/en'
import { loadModal } from '../modal/loadModal'
import { formatAddress } from './formatAddress'
import { formatAmount } from './formatAmount'
import { formatRelativeTime } from './formatRelativeTime'

describe('formatAmount', () => {
  test('default: grouped and rounded to 4 digits for the locale', () => {
    expect(formatAmount('12345.678912', 'en')).toBe('12,345.6789')
    expect(formatAmount('12345.678912', 'es')).toBe('12.345,6789')
  })
  test('behavior: large balances keep their digits', () => {
    expect(formatAmount('123456789012345678901', 'en')).toBe('123,456,789,012,345,678,901')
  })
  test('behavior: non-numeric input is shown as is', () => {
    expect(formatAmount('abc', 'en')).toBe('abc')
  })
})

describe('formatRelativeTime', () => {
  beforeAll(() => loadModal())
  const now = Date.UTC(2026, 0, 1)
  test('default: short labels sec, min, hr, d, mo, yr', () => {
    const { t } = createTranslator('en', {}, en)
    expect(formatRelativeTime(now - 5_000, now, t)).toBe('5 sec')
    expect(formatRelativeTime(now - 3 * 60_000, now, t)).toBe('3 min')
    expect(formatRelativeTime(now - 2 * 3600_000, now, t)).toBe('2 hr')
    expect(formatRelativeTime(now - 4 * 86_400_000, now, t)).toBe('4 d')
    expect(formatRelativeTime(now - 62 * 86_400_000, now, t)).toBe('2 mo')
    expect(formatRelativeTime(now - 800 * 86_400_000, now, t)).toBe('2 yr')
    expect(formatRelativeTime(now + 1000, now, t)).toBe('0 sec')
  })
})

describe('formatAddress', () => {
  test('default: head and tail', () => {
    expect(formatAddress('0x1111111111111111111111111111111111112222')).toBe('0x1111…2222')
    expect(formatAddress('short')).toBe('short')
  })
})
