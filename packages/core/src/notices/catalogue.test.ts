import { describe, expect, test } from 'vitest'
import { TOKEN_BALANCE_UNAVAILABLE } from '../rules/balanceRetry'
import type { Notice } from '../state/types'
import * as catalogue from './catalogue'

/** Every notice the catalogue can produce: its constants, and each factory called with a sample value. */
function everyNotice(): Notice[] {
  const notices: Notice[] = [TOKEN_BALANCE_UNAVAILABLE]
  for (const [name, value] of Object.entries(catalogue)) {
    if (name === 'noticeCode' || name === 'NOTICE_CODES') continue
    if (typeof value === 'function') notices.push((value as (sample: string) => Notice)('Sample'))
    else notices.push(value as Notice)
  }
  return notices
}

describe('notice catalogue', () => {
  test('behavior: every notice has its code in NOTICE_CODES, so UIs can translate it (spec §8)', () => {
    const codes = everyNotice().map(catalogue.noticeCode)
    expect(codes.filter((code) => !(catalogue.NOTICE_CODES as readonly string[]).includes(code))).toEqual([])
    expect([...new Set(codes)].sort()).toEqual([...catalogue.NOTICE_CODES].sort())
  })

  test('parameters: placeholders of parameterised notices are carried in params', () => {
    expect(catalogue.originNotAllowed('https://a.example').params).toEqual({ origin: 'https://a.example' })
    const provider = catalogue.unsupportedProvider('Foo')
    expect(catalogue.noticeCode(provider)).toBe('UNSUPPORTED_PROVIDER')
    expect(provider.params).toEqual({ name: 'Foo' })
  })
})
