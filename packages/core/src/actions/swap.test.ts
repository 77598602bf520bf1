import { afterEach, describe, expect, it } from 'vitest'
import type { CallsStatus, SendCallsRequest } from '../adapter/types'
import { isLatchError } from '../errors/LatchError'
import { parseSwapQuote } from '../services/swap/parseSwap'
import { type SwapStubRoutes, stubQuote } from '../services/swap/startSwapStub.fixture'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapTestBed, TOKEN } from '../testing/swapTestBed.fixture'
import { open } from './open'
import { swap } from './swap'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const ETH = { address: SWAP_NATIVE_ADDRESS, symbol: 'ETH', decimals: 18, quantity: '1.5' }
const TKN = { address: TOKEN, symbol: 'TKN', decimals: 18, quantity: '12' }
const SWAP_TX = { to: ROUTER, data: '0x7ff36ab5', value: '500000000000000000' }

function routes(overrides: Partial<SwapStubRoutes> = {}): SwapStubRoutes {
  return {
    '/swap/v1/gas-price': () => ({ status: 200, body: { gasPrice: '1000000000' } }),
    '/swap/v1/allowance': () => ({ status: 200, body: { allowance: '0', spender: ROUTER } }),
    '/swap/v1/approve-transaction': (request) => ({
      status: 200,
      body: { transaction: { to: TOKEN, data: `0x095ea7b3${String(request.body?.amount)}`, value: '0' } },
    }),
    '/swap/v1/swap-transaction': () => ({ status: 200, body: { transaction: SWAP_TX, amountOutMin: '1' } }),
    ...overrides,
  } as SwapStubRoutes
}

async function bed(stubRoutes: SwapStubRoutes) {
  const setup = await swapTestBed(stubRoutes)
  closers.push(setup.stub.close)
  return setup
}

describe('swap (issue 35)', () => {
  it('ETH → token: sends the transaction the server built from the quote with 1% slippage, reports it and returns to Account', async () => {
    const { client, sent, events, stub } = await bed(routes())
    await open(client, { view: 'Swap' })
    const quote = parseSwapQuote({ quote: stubQuote() })
    const result = await swap(client, { quote, from: ETH, to: { address: TOKEN, symbol: 'TKN' } })
    expect(result.approvalHash).toBeUndefined()
    expect(sent).toEqual([
      {
        from: 'eip155:1:0x1111111111111111111111111111111111111111',
        to: ROUTER,
        data: '0x7ff36ab5',
        value: 500000000000000000n,
      },
    ])
    const built = stub.requests.find((request) => request.path.endsWith('/swap-transaction'))
    expect(built?.body).toEqual({
      quoteId: 'payload.mac',
      userAddress: '0x1111111111111111111111111111111111111111',
      slippagePercent: 1,
    })
    // No allowance is read for the native currency.
    expect(stub.requests.some((request) => request.path.endsWith('/allowance'))).toBe(false)
    expect(events.filter((event) => event.type.startsWith('SWAP_')).map((event) => event.type)).toEqual([
      'SWAP_INITIATED',
      'SWAP_SUCCESS',
    ])
    expect(client.getState().modal.history).toEqual([{ view: 'Account', params: {} }])
  })

  it('token → token with an allowance below the amount in base units: approves exactly the amount first, then swaps', async () => {
    let approved = false
    const { client, sent } = await bed(
      routes({
        '/swap/v1/allowance': () => ({
          status: 200,
          body: { allowance: approved ? '10000000000000000000' : '9999999999999999999', spender: ROUTER },
        }),
        '/swap/v1/approve-transaction': (request) => {
          approved = true
          return {
            status: 200,
            body: { transaction: { to: TOKEN, data: '0x095ea7b3', value: '0' } },
            amount: request.body?.amount,
          } as never
        },
        '/swap/v1/swap-transaction': () => ({
          status: 200,
          body: { transaction: { ...SWAP_TX, value: '0' } },
        }),
      }),
    )
    const steps: string[] = []
    const quote = parseSwapQuote({
      quote: stubQuote({ from: TOKEN, to: ROUTER, amountIn: '10000000000000000000' }),
    })
    const result = await swap(client, {
      quote,
      from: TKN,
      to: { address: ROUTER, symbol: 'X' },
      onStep: (step) => steps.push(step),
    })
    expect(steps).toEqual(['approve', 'swap'])
    expect(sent.map((request) => request.to)).toEqual([TOKEN, ROUTER])
    expect(result.approvalHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('an allowance equal to the amount asks for no approval', async () => {
    const { client, sent, stub } = await bed(
      routes({
        '/swap/v1/allowance': () => ({
          status: 200,
          body: { allowance: '10000000000000000000', spender: ROUTER },
        }),
      }),
    )
    const quote = parseSwapQuote({
      quote: stubQuote({ from: TOKEN, to: ROUTER, amountIn: '10000000000000000000' }),
    })
    await swap(client, { quote, from: TKN, to: { address: ROUTER, symbol: 'X' } })
    expect(sent.map((request) => request.to)).toEqual([ROUTER])
    expect(stub.requests.some((request) => request.path.endsWith('/approve-transaction'))).toBe(false)
  })

  it('more than the balance is InsufficientBalanceError before the wallet is asked', async () => {
    const { client, sent } = await bed(routes())
    const quote = parseSwapQuote({
      quote: stubQuote({ from: TOKEN, to: ROUTER, amountIn: '12000000000000000001' }),
    })
    await expect(
      swap(client, { quote, from: TKN, to: { address: ROUTER, symbol: 'X' } }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'InsufficientBalanceError', message: 'Insufficient balance' }),
    )
    // ETH: 1.5 ETH cannot pay 1.5 ETH and the network fee.
    const eth = parseSwapQuote({ quote: stubQuote({ amountIn: '1500000000000000000' }) })
    await expect(
      swap(client, { quote: eth, from: ETH, to: { address: TOKEN, symbol: 'TKN' } }),
    ).rejects.toThrowError(expect.objectContaining({ name: 'InsufficientBalanceError' }))
    expect(sent).toEqual([])
  })

  it('a quote past its validity is refused before the wallet is asked', async () => {
    const { client, sent } = await bed(routes())
    const quote = parseSwapQuote({ quote: stubQuote({ expiresAt: Date.now() - 1 }) })
    const error = await swap(client, { quote, from: ETH, to: { address: TOKEN, symbol: 'TKN' } }).catch(
      (caught) => caught,
    )
    expect(isLatchError(error) && error.details).toBe('The quote has expired. Get a new quote.')
    expect(sent).toEqual([])
  })
})

describe('swap as one atomic batch (issue 34)', () => {
  const BATCH_HASH = `0x${'b7'.repeat(32)}`
  const tokenQuote = () =>
    parseSwapQuote({ quote: stubQuote({ from: TOKEN, to: ROUTER, amountIn: '10000000000000000000' }) })

  async function batchingBed(atomic: string) {
    let approved = false
    const setup = await bed(
      routes({
        '/swap/v1/allowance': () => ({
          status: 200,
          body: { allowance: approved ? '10000000000000000000' : '0', spender: ROUTER },
        }),
        '/swap/v1/approve-transaction': () => {
          approved = true
          return { status: 200, body: { transaction: { to: TOKEN, data: '0x095ea7b3', value: '0' } } }
        },
        '/swap/v1/swap-transaction': () => ({
          status: 200,
          body: { transaction: { ...SWAP_TX, value: '0' } },
        }),
      }),
    )
    const batches: SendCallsRequest[] = []
    Object.assign(setup.evm, {
      async getCapabilities() {
        return { atomic: { status: atomic } }
      },
      async sendCalls(input: SendCallsRequest) {
        batches.push(input)
        return { id: 'batch-1' }
      },
      async getCallsStatus({ id }: { id: string }): Promise<CallsStatus> {
        return {
          id,
          status: 'success',
          atomic: true,
          receipts: [{ transactionHash: BATCH_HASH, status: 'success', blockNumber: 7n }],
        }
      },
    })
    return { ...setup, batches }
  }

  it('a wallet whose capabilities say atomic is supported gets approve + swap in one wallet_sendCalls, no approval of its own', async () => {
    const { client, sent, batches } = await batchingBed('supported')
    const steps: string[] = []
    const result = await swap(client, {
      quote: tokenQuote(),
      from: TKN,
      to: { address: ROUTER, symbol: 'X' },
      onStep: (step) => steps.push(step),
    })
    expect(sent).toEqual([])
    expect(batches).toEqual([
      {
        from: 'eip155:1:0x1111111111111111111111111111111111111111',
        calls: [
          { to: TOKEN, data: '0x095ea7b3', value: 0n },
          { to: ROUTER, data: '0x7ff36ab5', value: 0n },
        ],
        atomicRequired: true,
      },
    ])
    expect(result).toEqual({ hash: BATCH_HASH, approvalHash: BATCH_HASH })
    expect(steps).toEqual(['swap'])
  })

  it('atomic unsupported: the approve path as without batches (two transactions)', async () => {
    const { client, sent, batches } = await batchingBed('unsupported')
    const result = await swap(client, {
      quote: tokenQuote(),
      from: TKN,
      to: { address: ROUTER, symbol: 'X' },
    })
    expect(batches).toEqual([])
    expect(sent.map((request) => request.to)).toEqual([TOKEN, ROUTER])
    expect(result.approvalHash).not.toBe(result.hash)
  })
})
