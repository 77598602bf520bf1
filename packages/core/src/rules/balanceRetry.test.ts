import { describe, expect, it } from 'vitest'
import { BALANCE_RETRY_WINDOW_MS, shouldSkipBalanceFetch, TOKEN_BALANCE_UNAVAILABLE } from './balanceRetry'

const T0 = 1_700_000_000_000

describe('balanceRetry', () => {
  it('default: the window is 30 s and the toast is the spec text', () => {
    expect(BALANCE_RETRY_WINDOW_MS).toBe(30_000)
    expect(TOKEN_BALANCE_UNAVAILABLE).toEqual({
      id: 'TOKEN_BALANCE_UNAVAILABLE',
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
  })

  it('default: without a failure mark the fetch runs', () => {
    expect(shouldSkipBalanceFetch(undefined, T0)).toBe(false)
  })

  it('behavior: skipped from the failure up to 29.999 s, fetched again at 30 s', () => {
    expect(shouldSkipBalanceFetch(T0, T0)).toBe(true)
    expect(shouldSkipBalanceFetch(T0, T0 + 29_999)).toBe(true)
    expect(shouldSkipBalanceFetch(T0, T0 + 30_000)).toBe(false)
    expect(shouldSkipBalanceFetch(T0, T0 + 90_000)).toBe(false)
  })

  it('behavior: a mark in the future (clock moved back) does not block fetching', () => {
    expect(shouldSkipBalanceFetch(T0 + 1_000, T0)).toBe(false)
  })
})
