import { describe, expect, it } from 'vitest'
import { fixedPriceSource, type PriceSource, readPrices } from './priceSource'

const TOKENS = [
  { chainId: 'eip155:1', address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', symbol: 'ETH' },
  { chainId: 'eip155:1', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'ltt' },
  {
    chainId: 'eip155:1',
    address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    symbol: 'LPT',
    fallback: 0.5,
  },
]

describe('swap token prices (issue 35)', () => {
  it('a fixed feed prices by symbol, case-insensitive; an unknown token falls back to its configured price, else null', async () => {
    const source = fixedPriceSource({ eth: 3000, LTT: 2 })
    expect(await readPrices(source, TOKENS)).toEqual([3000, 2, 0.5])
    expect(await readPrices(fixedPriceSource({}), TOKENS.slice(0, 2))).toEqual([null, null])
  })

  it('a feed that answers nonsense (NaN, negative, a string) prices nothing for those tokens', async () => {
    const source: PriceSource = { prices: async () => [Number.NaN, -1, '7' as unknown as number] }
    expect(await readPrices(source, TOKENS)).toEqual([null, null, 0.5])
  })

  it('a feed that throws or hangs is given up: the list is still priced from the configuration (RELIABILITY #5)', async () => {
    const failing: PriceSource = {
      prices: async () => {
        throw new Error('feed down')
      },
    }
    expect(await readPrices(failing, TOKENS)).toEqual([null, null, 0.5])
    const hanging: PriceSource = { prices: () => new Promise(() => {}) }
    const started = Date.now()
    expect(await readPrices(hanging, TOKENS, 50)).toEqual([null, null, 0.5])
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
