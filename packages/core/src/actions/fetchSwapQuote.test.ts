import { afterEach, describe, expect, it } from 'vitest'
import { isLatchError } from '../errors/LatchError'
import { stubQuote } from '../services/swap/startSwapStub.fixture'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapTestBed, TOKEN } from '../testing/swapTestBed.fixture'
import { fetchSwapQuote } from './fetchSwapQuote'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

const ETH = { address: SWAP_NATIVE_ADDRESS, decimals: 18 }

describe('fetchSwapQuote (issue 35)', () => {
  it('asks for the amount in base units on the active network and reads the quote', async () => {
    const { client, stub } = await swapTestBed({
      '/swap/v1/quote': () => ({ status: 200, body: { quote: stubQuote() } }),
      '/swap/v1/gas-price': () => ({ status: 200, body: { gasPrice: '2000000000' } }),
    })
    closers.push(stub.close)
    const quote = await fetchSwapQuote(client, { from: ETH, to: { address: TOKEN }, amount: '0.5' })
    expect(stub.requests.find((request) => request.path.endsWith('/quote'))?.body).toEqual({
      chainId: 'eip155:1',
      from: SWAP_NATIVE_ADDRESS,
      to: TOKEN,
      amount: '500000000000000000',
      // The connected account: an aggregator such as LI.FI quotes only for a sender (issue 35).
      userAddress: client.getState().accounts.eip155?.caipAddress?.split(':')[2],
    })
    const sent = stub.requests.find((request) => request.path.endsWith('/quote'))?.body as
      | { userAddress?: string }
      | undefined
    expect(sent?.userAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(stub.requests[0]?.query).toMatchObject({ projectId: 'swap-test' })
    // 130,000 gas at 2 gwei.
    expect(quote.networkFee).toBe(260_000_000_000_000n)
    expect(quote.amountOut).toBe(742_000_000_000_000_000_000n)
  })

  it("a reason containing 'Insufficient liquidity' is InsufficientLiquidityError (spec §8)", async () => {
    const { client, stub } = await swapTestBed({
      '/swap/v1/quote': () => ({
        status: 422,
        body: { reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }] },
      }),
    })
    closers.push(stub.close)
    await expect(
      fetchSwapQuote(client, { from: ETH, to: { address: TOKEN }, amount: '1' }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'InsufficientLiquidityError', message: 'Insufficient liquidity' }),
    )
  })

  it("the server's other reasons reach the visitor as SwapUnavailableError details (a hung RPC)", async () => {
    const { client, stub } = await swapTestBed({
      '/swap/v1/quote': () => ({
        status: 504,
        body: {
          reasons: [{ code: 'RPC_TIMEOUT', description: 'The network did not answer in time. Try again.' }],
        },
      }),
    })
    closers.push(stub.close)
    const error = await fetchSwapQuote(client, { from: ETH, to: { address: TOKEN }, amount: '1' }).catch(
      (caught) => caught,
    )
    expect(isLatchError(error) && [error.name, error.details]).toEqual([
      'SwapUnavailableError',
      'The network did not answer in time. Try again.',
    ])
  })

  it('a malformed amount is InvalidAmountError and nothing is asked', async () => {
    const { client, stub } = await swapTestBed({})
    closers.push(stub.close)
    await expect(
      fetchSwapQuote(client, { from: ETH, to: { address: TOKEN }, amount: '1e5' }),
    ).rejects.toThrowError(expect.objectContaining({ name: 'InvalidAmountError' }))
    expect(stub.requests).toEqual([])
  })
})
