import { decodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type FakeAggregators, startFakeAggregators } from '../../../test-fixtures/swap-aggregators/index.mjs'
import { type RunningServer, startServer } from '../src/startServer'
import { jupiterSwapApi } from '../src/swap/aggregators/jupiterSwapApi'
import { LIFI_DIAMOND, lifiQuoteSource } from '../src/swap/aggregators/lifiQuoteSource'
import { quoteSourceFromEnv } from '../src/swap/aggregators/quoteSourceFromEnv'
import { ZERO_EX_ALLOWANCE_HOLDER, zeroExQuoteSource } from '../src/swap/aggregators/zeroExQuoteSource'
import type { QuoteSource } from '../src/swap/quoteSource'
import { NATIVE_TOKEN_ADDRESS, type SwapNetworkConfig } from '../src/swap/swapConfig'
import { SwapRefusal } from '../src/swap/swapErrors'
import { apiUrl } from './api'
import { BACKENDS, TEST_PROJECTS } from './backends'

// Issue 35: the optional aggregator quote sources behind the swap routes, against a fake of 0x, LI.FI and Jupiter
// (test-fixtures/swap-aggregators) replaying their public docs' example answers in their real wire format.
const KEYS = { zeroEx: 'zx-secret-key-7f3a', lifi: 'lifi-secret-key-91c2', jupiter: 'jup-secret-key-4d0e' }

// The tokens of the recorded examples: WETH/USDC on Ethereum (0x price) and Base (0x quote), xDai/MIVA on Gnosis.
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const BASE_WETH = '0x4200000000000000000000000000000000000006'
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const MIVA = '0x63E62989D9EB2d37dfDB1F93A22f063635b07d51'
const ZERO_EX_TAKER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const LIFI_SENDER = '0x552008c0f6870c2f77e5cC1d2eb9bdff03e30Ea0'
// Jupiter's docs example: SOL → USDC on Solana mainnet.
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL = 'So11111111111111111111111111111111111111112'
const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOLANA_VISITOR = '5ZWj7a1f8tWkjBESHKgrLmXshuXxqeY9SYcfbshpAqPG'

/** An EVM network the aggregator quotes on: the RPC and router are not read on these paths. */
function network(chainId: string, tokens: [string, string, number][]): SwapNetworkConfig {
  return {
    chainId,
    rpcUrl: 'http://127.0.0.1:9',
    router: '0x000000000000000000000000000000000000dEaD',
    wrappedNative: '0x000000000000000000000000000000000000bEEF',
    tokens: tokens.map(([address, symbol, decimals]) => ({
      address: address as Hex,
      symbol,
      name: symbol,
      decimals,
    })),
  }
}
const NETWORKS = [
  network('eip155:1', [
    [WETH, 'WETH', 18],
    [USDC, 'USDC', 6],
  ]),
  network('eip155:8453', [
    [BASE_WETH, 'WETH', 18],
    [BASE_USDC, 'USDC', 6],
  ]),
  network('eip155:100', [
    [NATIVE_TOKEN_ADDRESS, 'xDai', 18],
    [MIVA, 'MIVA', 18],
  ]),
]

interface Answer {
  reasons: { code: string; description: string }[]
  quote: {
    quoteId: string
    amountOut: string
    path: string[]
    priceImpactPercent: number
    estimatedGas: string
  }
  transaction: { to: Hex; data: Hex; value: string }
  amountOutMin: string
}
async function post(server: RunningServer, path: string, body: unknown) {
  const response = await fetch(apiUrl(server.url, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Answer, text }
}

let fake: FakeAggregators
beforeAll(async () => {
  fake = await startFakeAggregators({ apiKeys: KEYS })
})
afterAll(async () => {
  await fake?.close()
})
const lastRequest = () => fake.requests[fake.requests.length - 1]!

describe.each(BACKENDS)('aggregator quote sources on $name (issue 35)', (backend) => {
  const servers: RunningServer[] = []
  const serve = async (quoteSource: QuoteSource, withSolana = false) => {
    const solana = {
      networks: [
        {
          chainId: SOLANA,
          tokens: [
            { mint: SOL, symbol: 'SOL', name: 'Solana', decimals: 9, priceUsd: 160 },
            { mint: SOLANA_USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
          ],
        },
      ],
      source: jupiterSwapApi({ apiKey: KEYS.jupiter, baseUrl: fake.url }),
    }
    const server = await startServer({
      databaseUrl: await backend.databaseUrl(),
      projects: TEST_PROJECTS,
      swap: { networks: NETWORKS, quoteSource, ...(withSolana ? { solana } : {}) },
    })
    servers.push(server)
    return server
  }
  const standardZeroEx = () => zeroExQuoteSource({ apiKey: KEYS.zeroEx, baseUrl: fake.url })
  // The 0x server's source, swapped by a test for one configured otherwise (no server started inside a test).
  let zeroExSource: QuoteSource
  const switchable: QuoteSource = {
    quote: (request) => zeroExSource.quote(request),
    spender: (network) => zeroExSource.spender?.(network) ?? network.router,
    swapTransaction: (request) => zeroExSource.swapTransaction!(request),
  }
  let zeroEx: RunningServer
  let lifi: RunningServer
  beforeAll(async () => {
    zeroExSource = standardZeroEx()
    zeroEx = await serve(switchable, true)
    lifi = await serve(lifiQuoteSource({ apiKey: KEYS.lifi, baseUrl: fake.url }))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })
  afterEach(() => {
    zeroExSource = standardZeroEx()
  })

  test("0x: quotes WETH → USDC from /swap/allowance-holder/price, its API key sent in 0x's headers and never answered", async () => {
    const { status, body, text } = await post(zeroEx, '/swap/v1/quote', {
      chainId: 'eip155:1',
      from: WETH,
      to: USDC,
      amount: '1000000000000000000',
    })
    expect(status).toBe(200)
    expect(body.quote).toMatchObject({ amountOut: '2629142387', path: [WETH, USDC] })
    const sent = lastRequest()
    expect(sent.path).toBe('/swap/allowance-holder/price')
    expect(sent.headers['0x-api-key']).toBe(KEYS.zeroEx)
    expect(sent.headers['0x-version']).toBe('v2')
    expect(text).not.toContain(KEYS.zeroEx)
  })

  test("0x: `liquidityAvailable: false` reaches the visitor as 'Insufficient liquidity'", async () => {
    fake.answerNoRoute('zeroEx')
    const { status, body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: 'eip155:1',
      from: WETH,
      to: USDC,
      amount: '1000000000000000000',
    })
    expect(status).toBe(422)
    expect(body).toEqual({
      reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }],
    })
  })

  test("0x: the swap transaction is 0x's firm quote for the visitor at their slippage, the approval going to the AllowanceHolder", async () => {
    const { body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: 'eip155:8453',
      from: BASE_WETH,
      to: BASE_USDC,
      amount: '100000000000000000',
    })
    expect(body.quote.amountOut).toBe('262914238')
    const built = await post(zeroEx, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: ZERO_EX_TAKER,
      slippagePercent: 1,
    })
    expect(built.status).toBe(200)
    expect(built.body).toEqual({
      transaction: {
        // The docs' example address, checksummed (the example's own mixed case is not a valid checksum).
        to: getAddress('0x7f6cee965959295cc64d0e6c00d99d6532d8e86b'),
        data: '0x2213bc0b0000000000000000000000000000000000000000000000000000000000000000',
        value: '0',
      },
      amountOutMin: '260319257',
    })
    const sent = lastRequest()
    expect(sent.path).toBe('/swap/allowance-holder/quote')
    expect(sent.query.get('taker')).toBe(ZERO_EX_TAKER)
    expect(sent.query.get('slippageBps')).toBe('100')

    const approve = await post(zeroEx, '/swap/v1/approve-transaction', {
      chainId: 'eip155:8453',
      tokenAddress: BASE_WETH,
      amount: '100000000000000000',
    })
    const { args } = decodeFunctionData({ abi: erc20Abi, data: approve.body.transaction.data })
    expect(args).toEqual([ZERO_EX_ALLOWANCE_HOLDER, 100000000000000000n])
  })

  test('0x: a firm quote naming another spender than the one the visitor approved is refused', async () => {
    zeroExSource = zeroExQuoteSource({
      apiKey: KEYS.zeroEx,
      baseUrl: fake.url,
      allowanceHolder: '0x000000000000000000000000000000000000c0de',
    })
    const { body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: 'eip155:8453',
      from: BASE_WETH,
      to: BASE_USDC,
      amount: '100000000000000000',
    })
    const built = await post(zeroEx, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: ZERO_EX_TAKER,
      slippagePercent: 1,
    })
    expect(built.status).toBe(502)
    expect(built.body.reasons[0]?.description).toBe(
      'The quote service named an unexpected spender. Try again.',
    )
  })

  test('0x: a quote service that hangs is given up and the visitor is told to retry (RELIABILITY #5)', async () => {
    zeroExSource = zeroExQuoteSource({ apiKey: KEYS.zeroEx, baseUrl: fake.url, timeoutMs: 300 })
    fake.hang('zeroEx')
    const { status, body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: 'eip155:1',
      from: WETH,
      to: USDC,
      amount: '1000000000000000000',
    })
    expect(status).toBe(504)
    expect(body).toEqual({
      reasons: [
        { code: 'SOURCE_TIMEOUT', description: 'The quote service did not answer in time. Try again.' },
      ],
    })
  })

  test("LI.FI: quotes xDai → MIVA for the visitor's address from /v1/quote, the key in x-lifi-api-key", async () => {
    const { status, body, text } = await post(lifi, '/swap/v1/quote', {
      chainId: 'eip155:100',
      from: NATIVE_TOKEN_ADDRESS,
      to: MIVA,
      amount: '1000000000000000000',
      userAddress: LIFI_SENDER,
    })
    expect(status).toBe(200)
    expect(body.quote).toMatchObject({ amountOut: '21922914496086353975', estimatedGas: '252364' })
    const sent = lastRequest()
    expect(sent.path).toBe('/v1/quote')
    // LI.FI names the native currency with the zero address.
    expect(sent.query.get('fromToken')).toBe('0x0000000000000000000000000000000000000000')
    expect(sent.query.get('fromAddress')).toBe(LIFI_SENDER)
    expect(sent.headers['x-lifi-api-key']).toBe(KEYS.lifi)
    expect(text).not.toContain(KEYS.lifi)

    const anonymous = await post(lifi, '/swap/v1/quote', {
      chainId: 'eip155:100',
      from: NATIVE_TOKEN_ADDRESS,
      to: MIVA,
      amount: '1000000000000000000',
    })
    expect(anonymous.status).toBe(400)
    expect(anonymous.body.reasons[0]?.description).toBe('Invalid swap request: userAddress is required')
  })

  test("LI.FI: its no-quote answer (404, NO_QUOTE tool errors) reaches the visitor as 'Insufficient liquidity'", async () => {
    fake.answerNoRoute('lifi')
    const { status, body } = await post(lifi, '/swap/v1/quote', {
      chainId: 'eip155:100',
      from: NATIVE_TOKEN_ADDRESS,
      to: MIVA,
      amount: '1000000000000000000',
      userAddress: LIFI_SENDER,
    })
    expect(status).toBe(422)
    expect(body).toEqual({
      reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }],
    })
  })

  test("LI.FI: the swap transaction is its transactionRequest (hex value in wei as decimal); a minimum below the visitor's slippage is refused", async () => {
    const { body } = await post(lifi, '/swap/v1/quote', {
      chainId: 'eip155:100',
      from: NATIVE_TOKEN_ADDRESS,
      to: MIVA,
      amount: '1000000000000000000',
      userAddress: LIFI_SENDER,
    })
    // The recorded answer pays at least 97% of the quote (LI.FI's slippage 0.03).
    const built = await post(lifi, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: LIFI_SENDER,
      slippagePercent: 3,
    })
    expect(built.status).toBe(200)
    expect(built.body).toEqual({
      transaction: { to: LIFI_DIAMOND, data: '0x4630a0d8', value: '1000000000000000000' },
      amountOutMin: '21265227061203763356',
    })
    expect(lastRequest().query.get('slippage')).toBe('0.03')

    const tight = await post(lifi, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: LIFI_SENDER,
      slippagePercent: 1,
    })
    expect(tight.status).toBe(409)
    expect(tight.body).toEqual({
      reasons: [{ code: 'PRICE_MOVED', description: 'The price moved. Get a new quote.' }],
    })
  })

  test('Solana: the token list by mint, the local fee estimate as gas price, no allowance to give', async () => {
    const get = async (path: string, params: Record<string, string>) => {
      const response = await fetch(apiUrl(zeroEx.url, path, params))
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const tokens = await get('/swap/v1/tokens', { chainId: SOLANA })
    expect(tokens.body.tokens).toEqual([
      { address: SOL, symbol: 'SOL', name: 'Solana', decimals: 9, logoUri: null, eip2612: false, price: 160 },
      {
        address: SOLANA_USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        logoUri: null,
        eip2612: false,
        price: null,
      },
    ])
    expect((await get('/swap/v1/gas-price', { chainId: SOLANA })).body).toEqual({ gasPrice: '5000' })
    const allowance = await get('/swap/v1/allowance', {
      chainId: SOLANA,
      tokenAddress: SOLANA_USDC,
      userAddress: SOLANA_VISITOR,
    })
    expect(allowance.body).toEqual({ allowance: (2n ** 256n - 1n).toString(), spender: null })
    const approve = await post(zeroEx, '/swap/v1/approve-transaction', {
      chainId: SOLANA,
      tokenAddress: SOLANA_USDC,
      amount: '1',
    })
    expect(approve.status).toBe(400)
    // An EVM address on a Solana chain, and a Solana chain on a server without Solana, are refused plainly.
    const mixed = await get('/swap/v1/allowance', {
      chainId: SOLANA,
      tokenAddress: USDC,
      userAddress: SOLANA_VISITOR,
    })
    expect(mixed.body).toEqual({
      reasons: [
        { code: 'INVALID_REQUEST', description: `Invalid swap request: an address does not fit ${SOLANA}` },
      ],
    })
    const elsewhere = await fetch(apiUrl(lifi.url, '/swap/v1/tokens', { chainId: SOLANA }))
    expect(elsewhere.status).toBe(404)
  })

  test("Solana: quotes SOL → USDC in Jupiter's shape; the swap transaction is Jupiter's for the visitor at their slippage, refused when its minimum falls short", async () => {
    const { status, body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: SOLANA,
      from: SOL,
      to: SOLANA_USDC,
      amount: '100000000',
    })
    expect(status).toBe(200)
    expect(body.quote).toMatchObject({ amountOut: '16198753', path: [SOL, SOLANA_USDC], estimatedGas: '1' })
    expect(lastRequest().headers['x-api-key']).toBe(KEYS.jupiter)

    const built = await post(zeroEx, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: SOLANA_VISITOR,
      slippagePercent: 0.5,
    })
    expect(built.status).toBe(200)
    expect(built.body).toEqual({
      transaction: {
        serialized:
          'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAQJ',
        encoding: 'base64',
        lastValidBlockHeight: 279632475,
      },
      amountOutMin: '16117760',
    })
    const swapCall = lastRequest()
    expect(swapCall.path).toBe('/swap/v1/swap')
    expect(JSON.parse(swapCall.body)).toMatchObject({ userPublicKey: SOLANA_VISITOR })
    // The fresh quote the transaction was built from was asked at the visitor's 0.5 %.
    const requote = fake.requests[fake.requests.length - 2]!
    expect(requote.query.get('slippageBps')).toBe('50')

    // At 0.1 % the visitor accepts no less than 16,182,554; Jupiter's transaction would pay down to 16,117,760.
    const tight = await post(zeroEx, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: SOLANA_VISITOR,
      slippagePercent: 0.1,
    })
    expect(tight.status).toBe(409)
    expect(tight.body.reasons[0]?.code).toBe('PRICE_MOVED')
    expect(lastRequest().path).toBe('/swap/v1/quote')
  })

  test("Solana: Jupiter's no-route answer reaches the visitor as 'Insufficient liquidity'", async () => {
    fake.answerNoRoute('jupiter')
    const { status, body } = await post(zeroEx, '/swap/v1/quote', {
      chainId: SOLANA,
      from: SOL,
      to: SOLANA_USDC,
      amount: '100000000',
    })
    expect(status).toBe(422)
    expect(body).toEqual({
      reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }],
    })
  })
})

describe('Jupiter Swap API (issue 35)', () => {
  const VISITOR = SOLANA_VISITOR

  test('quotes SOL → USDC from /swap/v1/quote with its minimum and venues, and builds the swap from that quote', async () => {
    const jupiter = jupiterSwapApi({ apiKey: KEYS.jupiter, baseUrl: fake.url })
    const quote = await jupiter.quote({
      inputMint: SOL,
      outputMint: SOLANA_USDC,
      amount: 100_000_000n,
      slippageBps: 50,
    })
    expect(quote).toMatchObject({
      amountIn: 100_000_000n,
      amountOut: 16_198_753n,
      minimumOut: 16_117_760n,
      priceImpactPercent: 0,
      venues: ['Meteora DLMM'],
    })
    expect(lastRequest().headers['x-api-key']).toBe(KEYS.jupiter)

    const swap = await jupiter.swapTransaction({ quoteResponse: quote.quoteResponse, userPublicKey: VISITOR })
    expect(swap.lastValidBlockHeight).toBe(279632475)
    expect(Buffer.from(swap.swapTransaction, 'base64').length).toBeGreaterThan(0)
    const sent = JSON.parse(lastRequest().body) as {
      quoteResponse: { outAmount: string }
      userPublicKey: string
    }
    expect(sent.quoteResponse.outAmount).toBe('16198753')
    expect(sent.userPublicKey).toBe(VISITOR)
  })

  test("no route (COULD_NOT_FIND_ANY_ROUTE) is 'Insufficient liquidity'; a wrong key is not taken for a quote", async () => {
    const jupiter = jupiterSwapApi({ apiKey: KEYS.jupiter, baseUrl: fake.url })
    fake.answerNoRoute('jupiter')
    const dry = jupiter.quote({
      inputMint: SOL,
      outputMint: SOLANA_USDC,
      amount: 100_000_000n,
      slippageBps: 50,
    })
    await expect(dry).rejects.toThrow(SwapRefusal)
    await expect(dry).rejects.toMatchObject({
      code: 'INSUFFICIENT_LIQUIDITY',
      description: 'Insufficient liquidity',
    })

    const wrongKey = jupiterSwapApi({ apiKey: 'not-the-key', baseUrl: fake.url })
    await expect(
      wrongKey.quote({ inputMint: SOL, outputMint: SOLANA_USDC, amount: 100_000_000n, slippageBps: 50 }),
    ).rejects.toMatchObject({ code: 'SOURCE_UNAVAILABLE' })
  })
})

describe('quote source from the environment (issue 35)', () => {
  test('LATCH_SWAP_QUOTE_SOURCE=0x reads its key from LATCH_0X_API_KEY, and refuses to start without one', async () => {
    expect(() => quoteSourceFromEnv({ LATCH_SWAP_QUOTE_SOURCE: '0x' })).toThrow(
      'LATCH_SWAP_QUOTE_SOURCE=0x needs LATCH_0X_API_KEY',
    )
    expect(quoteSourceFromEnv({})).toBeUndefined()
    const source = quoteSourceFromEnv({
      LATCH_SWAP_QUOTE_SOURCE: '0x',
      LATCH_0X_API_KEY: KEYS.zeroEx,
      LATCH_0X_API_URL: fake.url,
    })
    const quote = await source!.quote({
      network: NETWORKS[0]!,
      from: WETH,
      to: USDC,
      amountIn: 10n ** 18n,
    })
    expect(quote.amountOut).toBe(2_629_142_387n)
    expect(lastRequest().headers['0x-api-key']).toBe(KEYS.zeroEx)
  })
})
