import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../testing/createMemoryStorage'
import { createLogger } from '../logger/createLogger'
import { createStorage } from './createStorage'
import { createStorageCache } from './createStorageCache'
import type { CacheName } from './keys'
import type { LatchStorage } from './types'

/** The storage with its caches, as the engine has them (`createStorageCache`). */
const withCaches = (storage: LatchStorage) => ({ ...storage, ...createStorageCache(storage) })

function setup() {
  const backing = createMemoryStorage()
  const logger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
  const warnings = () =>
    logger
      .entries()
      .filter((entry) => entry.level === 'warn')
      .map((entry) => entry.message)
  return { backing, latch: withCaches(createStorage({ storage: backing, logger })), warnings }
}

const T0 = 1_700_000_000_000

const ONE_ETH = { value: '1000000000000000000', formatted: '1', symbol: 'ETH', decimals: 18 }

describe('createStorage: caches (spec §9)', () => {
  it.each<[CacheName, number, unknown]>([
    ['balance', 30_000, ONE_ETH],
    [
      'portfolio',
      30_000,
      [{ networkId: 'eip155:1', name: 'Ether', symbol: 'ETH', decimals: 18, quantity: '1.5' }],
    ],
    ['nativeBalance', 30_000, { value: '1000000000000000000', formatted: '1', symbol: 'ETH', decimals: 18 }],
    ['name', 300_000, { address: 'vitalik.eth' }],
    ['identity', 300_000, { name: 'vitalik.eth', avatar: 'https://x/a.png' }],
    ['history', 15_000, [{ hash: '0xab', networkId: 'eip155:1', direction: 'sent', timestamp: T0 }]],
    ['tokenPrice', 15_000, 3000],
  ])(
    'behavior: %s lives %d ms: fresh 1 ms before, gone (and removed) at the boundary',
    (cache, ttl, value) => {
      const { backing, latch } = setup()
      latch.setCached(cache, 'eip155:1:0xab', value as never, T0)
      expect(latch.getCached(cache, 'eip155:1:0xab', T0)).toEqual(value)
      expect(latch.getCached(cache, 'eip155:1:0xab', T0 + ttl - 1)).toEqual(value)
      expect(latch.getCached(cache, 'eip155:1:0xab', T0 + ttl)).toBeUndefined()
      expect(JSON.parse(backing.dump()[`latch:cache:${cache}`] ?? '').value).toEqual({})
      // Removed, not only hidden: an earlier clock cannot bring it back.
      expect(latch.getCached(cache, 'eip155:1:0xab', T0 + 1)).toBeUndefined()
    },
  )

  it('default: entries are kept per cache and per key', () => {
    const { latch } = setup()
    latch.setCached('name', 'a', { address: 'a.eth' }, T0)
    latch.setCached('name', 'b', { address: 'b.eth' }, T0)
    latch.setCached('identity', 'a', { avatar: 'https://x/i.png' }, T0)
    expect(latch.getCached('name', 'a', T0)).toEqual({ address: 'a.eth' })
    expect(latch.getCached('name', 'b', T0)).toEqual({ address: 'b.eth' })
    expect(latch.getCached('identity', 'a', T0)).toEqual({ avatar: 'https://x/i.png' })
    expect(latch.getCached('identity', 'b', T0)).toBeUndefined()
  })

  it('behavior: a rewrite refreshes the write time', () => {
    const { latch } = setup()
    latch.setCached('tokenPrice', 'k', 1, T0)
    latch.setCached('tokenPrice', 'k', 2, T0 + 10_000)
    expect(latch.getCached('tokenPrice', 'k', T0 + 20_000)).toBe(2)
  })

  it('behavior: an entry written "in the future" (clock moved back) is not trusted', () => {
    const { latch } = setup()
    latch.setCached('tokenPrice', 'k', 1, T0 + 60_000)
    expect(latch.getCached('tokenPrice', 'k', T0)).toBeUndefined()
  })

  it('behavior: a write prunes expired entries of that cache', () => {
    const { backing, latch } = setup()
    latch.setCached('balance', 'old', ONE_ETH, T0)
    latch.setCached('balance', 'new', ONE_ETH, T0 + 30_000)
    expect(Object.keys(JSON.parse(backing.dump()['latch:cache:balance'] ?? '').value)).toEqual(['new'])
  })

  it('behavior: one cache keeps at most 100 entries, dropping the oldest', () => {
    const { backing, latch } = setup()
    for (let index = 0; index < 105; index++)
      latch.setCached('name', `k${index}`, { address: `${index}` }, T0)
    const stored = Object.keys(JSON.parse(backing.dump()['latch:cache:name'] ?? '').value)
    expect(stored).toHaveLength(100)
    expect(stored[0]).toBe('k5')
    expect(latch.getCached('name', 'k4', T0)).toBeUndefined()
    expect(latch.getCached('name', 'k104', T0)).toEqual({ address: '104' })
  })

  it('behavior: "__proto__" is a plain cache key and pollutes nothing', () => {
    const { latch } = setup()
    latch.setCached('balance', '__proto__', ONE_ETH, T0)
    expect(latch.getCached('balance', '__proto__', T0)).toEqual(ONE_ETH)
    expect(({} as Record<string, unknown>).symbol).toBeUndefined()
  })

  it('error: a corrupt cache is dropped with one warning', () => {
    const { backing, latch, warnings } = setup()
    backing.setItem('latch:cache:balance', '{"v":1,"value":[1,2')
    expect(latch.getCached('balance', 'k', T0)).toBeUndefined()
    expect(backing.getItem('latch:cache:balance')).toBeNull()
    expect(warnings()).toEqual(['Dropped the stored value of latch:cache:balance: not JSON'])
  })

  it('error: a cached value of the wrong shape is skipped, the good ones stay', () => {
    const { backing, latch } = setup()
    backing.setItem(
      'latch:cache:nativeBalance',
      JSON.stringify({
        v: 1,
        value: {
          bad: { t: T0, value: { value: 1, symbol: 'ETH' } },
          noTime: { value: { value: '1', formatted: '1', symbol: 'ETH', decimals: 18 } },
          good: { t: T0, value: { value: '1', formatted: '1', symbol: 'ETH', decimals: 18 } },
        },
      }),
    )
    expect(latch.getCached('nativeBalance', 'bad', T0)).toBeUndefined()
    expect(latch.getCached('nativeBalance', 'noTime', T0)).toBeUndefined()
    expect(latch.getCached('nativeBalance', 'good', T0)).toEqual({
      value: '1',
      formatted: '1',
      symbol: 'ETH',
      decimals: 18,
    })
  })
})
