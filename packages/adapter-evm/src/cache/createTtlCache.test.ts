import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache'

describe('createTtlCache', () => {
  it('serves an entry until its ttl has passed, then forgets it', () => {
    let now = 1_000
    const cache = createTtlCache<string>(30_000, () => now)
    cache.set('eip155:1:0xab', 'value')
    now += 29_999
    expect(cache.get('eip155:1:0xab')).toBe('value')
    now += 1
    expect(cache.get('eip155:1:0xab')).toBeUndefined()
  })

  it('keys are independent; clear empties it', () => {
    const cache = createTtlCache<number>(1_000, () => 0)
    cache.set('a', 1)
    cache.set('b', 2)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, 2, undefined])
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
  })
})
