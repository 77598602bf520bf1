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

  async function batchingBed(atomic: string, extra: Partial<SwapStubRoutes> = {}) {
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
        ...extra,
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

  describe('an eip2612 token: the permit signed and run in the same batch (issue 35)', () => {
    const PERMIT_TX = { to: TOKEN, data: '0xd505accf', value: '0' }
    const SIGNATURE = `0x${'5a'.repeat(65)}`
    const typedData = (overrides: Record<string, unknown> = {}) => ({
      domain: { name: 'Token', version: '1', chainId: 1, verifyingContract: TOKEN },
      types: { Permit: [{ name: 'owner', type: 'address' }] },
      primaryType: 'Permit',
      message: {
        owner: '0x1111111111111111111111111111111111111111',
        spender: ROUTER,
        value: '10000000000000000000',
        nonce: '0',
        deadline: '1900000000',
        ...overrides,
      },
    })

    async function permitBed(atomic: string, permitAnswer: () => { status: number; body: unknown }) {
      const setup = await batchingBed(atomic, {
        '/swap/v1/permit-typed-data': permitAnswer,
        '/swap/v1/permit-transaction': () => ({ status: 200, body: { transaction: PERMIT_TX } }),
      } as Partial<SwapStubRoutes>)
      const signed: unknown[] = []
      Object.assign(setup.evm, {
        async signTypedData(input: { typedData: unknown }) {
          signed.push(input.typedData)
          return SIGNATURE
        },
      })
      return { ...setup, signed }
    }
    const swapPermitToken = (client: Parameters<typeof swap>[0], steps: string[] = []) =>
      swap(client, {
        quote: tokenQuote(),
        from: { ...TKN, eip2612: true },
        to: { address: ROUTER, symbol: 'X' },
        onStep: (step) => steps.push(step),
      })

    it('atomic supported: the visitor signs the permit for exactly the amount, and permit + swap go as one wallet_sendCalls', async () => {
      const { client, sent, batches, signed, stub } = await permitBed('supported', () => ({
        status: 200,
        body: { typedData: typedData() },
      }))
      const steps: string[] = []
      const result = await swapPermitToken(client, steps)
      expect(signed).toEqual([typedData()])
      expect(sent).toEqual([])
      expect(batches.map((batch) => batch.calls)).toEqual([
        [
          { to: TOKEN, data: '0xd505accf', value: 0n },
          { to: ROUTER, data: '0x7ff36ab5', value: 0n },
        ],
      ])
      expect(result).toEqual({ hash: BATCH_HASH, approvalHash: BATCH_HASH })
      expect(steps).toEqual(['permit', 'swap'])
      const permitted = stub.requests.find((request) => request.path.endsWith('/permit-transaction'))
      expect(permitted?.body).toEqual({
        chainId: 'eip155:1',
        tokenAddress: TOKEN,
        userAddress: '0x1111111111111111111111111111111111111111',
        amount: '10000000000000000000',
        deadline: '1900000000',
        signature: SIGNATURE,
      })
      expect(stub.requests.some((request) => request.path.endsWith('/approve-transaction'))).toBe(false)
    })

    it('atomic unsupported: no permit is asked; the approve path (two transactions)', async () => {
      const { client, sent, batches, signed } = await permitBed('unsupported', () => ({
        status: 200,
        body: { typedData: typedData() },
      }))
      await swapPermitToken(client)
      expect(signed).toEqual([])
      expect(batches).toEqual([])
      expect(sent.map((request) => request.to)).toEqual([TOKEN, ROUTER])
    })

    it('the server offers no permit for the token: approve + swap in the batch, nothing signed', async () => {
      const { client, batches, signed } = await permitBed('supported', () => ({
        status: 409,
        body: { reasons: [{ code: 'PERMIT_UNSUPPORTED', description: 'Approve it instead.' }] },
      }))
      await swapPermitToken(client)
      expect(signed).toEqual([])
      expect(batches[0]?.calls.map((call) => call.data)).toEqual(['0x095ea7b3', '0x7ff36ab5'])
    })

    it('a permit for more than the amount is refused before the wallet is asked', async () => {
      const { client, batches, signed } = await permitBed('supported', () => ({
        status: 200,
        body: { typedData: typedData({ value: '99999999999999999999999' }) },
      }))
      const failure = await swapPermitToken(client).catch((error: unknown) => error)
      expect(isLatchError(failure) && failure.name).toBe('SwapUnavailableError')
      expect(signed).toEqual([])
      expect(batches).toEqual([])
    })
  })
})
