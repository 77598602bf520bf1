import { afterEach, describe, expect, it } from 'vitest'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapTestBed, TOKEN } from '../testing/swapTestBed.fixture'
import { fetchSwapTokens } from './fetchSwapTokens'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

describe('fetchSwapTokens (issue 35)', () => {
  it("lists the network's tokens with what the account holds and its USD value; hostile entries are dropped", async () => {
    const { client, stub } = await swapTestBed({
      '/swap/v1/tokens': () => ({
        status: 200,
        body: {
          tokens: [
            {
              address: SWAP_NATIVE_ADDRESS,
              symbol: 'ETH',
              name: 'Ether',
              decimals: 18,
              logoUri: null,
              eip2612: false,
              price: 3000,
            },
            {
              address: TOKEN,
              symbol: 'TKN',
              name: 'Token',
              decimals: 18,
              logoUri: 'javascript:alert(1)',
              eip2612: true,
              price: null,
            },
            { address: 'not-an-address', symbol: 'BAD', name: 'Bad', decimals: 18 },
          ],
        },
      }),
    })
    closers.push(stub.close)
    const tokens = await fetchSwapTokens(client)
    expect(stub.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', projectId: 'swap-test' })
    expect(tokens).toEqual([
      {
        address: SWAP_NATIVE_ADDRESS,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
        eip2612: false,
        price: 3000,
        quantity: '1.5',
        value: 4500,
      },
      { address: TOKEN, symbol: 'TKN', name: 'Token', decimals: 18, eip2612: true, quantity: '12' },
    ])
  })
})
