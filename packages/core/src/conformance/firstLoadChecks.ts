import { beforeAll, describe, expect, it } from 'vitest'
import type { FirstLoadCheck, FirstLoadMeasure } from './types'

const matching = (ids: readonly string[], patterns: readonly RegExp[]) =>
  ids.filter((id) => patterns.some((pattern) => pattern.test(id)))

/** What a host page pays for the adapter before the visitor acts (issue 21, ADAPTERS.md item 9). */
export function firstLoadChecks(check: FirstLoadCheck): void {
  describe('first load', () => {
    let split: FirstLoadMeasure
    beforeAll(async () => {
      split = await check.measure()
    }, 120_000)

    it('holds only the shell: every module the page loads first is one it may hold', () => {
      expect(split.staticModules.length).toBeGreaterThan(0)
      expect(split.staticModules.filter((id) => !check.allowed.some((pattern) => pattern.test(id)))).toEqual(
        [],
      )
    })

    it('the wallet side and the chain SDK load only through import()', () => {
      expect(matching(split.staticModules, check.lazy)).toEqual([])
      for (const pattern of check.lazy)
        expect(split.lazyModules).toContainEqual(expect.stringMatching(pattern))
    })

    it(`stays under ${check.maxGzipBytes} bytes gzip`, () => {
      expect(split.staticGzipBytes).toBeLessThan(check.maxGzipBytes)
    })
  })
}
