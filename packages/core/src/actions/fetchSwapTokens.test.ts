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

  it('a token the server has an image of (imageId) shows that image, fetched from /public/getTokenImage/{id} as a data: URL; a missing or non-image one shows none', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'
    const { client, stub } = await swapTestBed({
      '/swap/v1/tokens': () => ({
        status: 200,
        body: {
          tokens: [
            { address: SWAP_NATIVE_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18, imageId: 'html' },
            { address: TOKEN, symbol: 'TKN', name: 'Token', decimals: 18, imageId: 'tkn', price: 2 },
          ],
        },
      }),
      '/public/getTokenImage/tkn': () => ({ status: 200, body: svg, contentType: 'image/svg+xml' }),
      '/public/getTokenImage/html': () => ({ status: 200, body: '<p>hi</p>', contentType: 'text/html' }),
    })
    closers.push(stub.close)
    const tokens = await fetchSwapTokens(client)
    expect(tokens[1]).toEqual({
      address: TOKEN,
      symbol: 'TKN',
      name: 'Token',
      decimals: 18,
      eip2612: false,
      logoUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      price: 2,
      quantity: '12',
      value: 24,
    })
    expect(tokens[0]).not.toHaveProperty('logoUri')
    expect(tokens[0]).not.toHaveProperty('imageId')
    const imageRequest = stub.requests.find((request) => request.path.endsWith('/getTokenImage/tkn'))
    expect(imageRequest?.query).toMatchObject({ projectId: 'swap-test' })
  })
})
