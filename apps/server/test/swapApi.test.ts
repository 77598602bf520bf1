import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SWAP_POOLS } from '@latch/fixture-evm/node'
import { getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../src/startServer'
import { NATIVE_TOKEN_ADDRESS } from '../src/swap/swapConfig'
import { BACKENDS, TEST_PROJECTS } from './backends'
import {
  balanceOf,
  CHAIN,
  contracts,
  get,
  networkOf,
  post,
  reader,
  send,
  useSwapChain,
  useSwapServer,
  visitor,
} from './swapTestBed'

// Issue 35: the swap routes' token list, gas price, quotes and swap transactions on PGlite and on a real
// PostgreSQL (the approvals and permits: swapApprovals.test.ts; the bed: swapTestBed.ts).
useSwapChain()

describe.each(BACKENDS)('swap routes on $name (issue 35)', (backend) => {
  const api = useSwapServer(backend)

  test('lists the tokens of a chain with decimals, eip2612 flag and price, and refuses an unknown chain', async () => {
    const { status, body } = await get(api.server, '/swap/v1/tokens', { chainId: CHAIN })
    expect(status).toBe(200)
    expect(body.tokens.map((token) => token.symbol)).toEqual(['ETH', 'LTT', 'LUSD', 'LPT'])
    expect(body.tokens[3]).toMatchObject({ decimals: 18, eip2612: true, price: null })
    expect(body.tokens[1]).toMatchObject({ address: getAddress(contracts.token18), eip2612: false, price: 2 })
    const unknown = await get(api.server, '/swap/v1/tokens', { chainId: 'eip155:1' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      reasons: [{ code: 'UNKNOWN_NETWORK', description: 'Swaps are not offered on eip155:1' }],
    })
  })

  test("reads the gas price from the chain's RPC", async () => {
    const { status, body } = await get(api.server, '/swap/v1/gas-price', { chainId: CHAIN })
    expect(status).toBe(200)
    expect(BigInt(body.gasPrice)).toBe(await reader().getGasPrice())
  })

  test('quotes ETH → LTT with the amount the router gives, its price impact from the reserves and a validity', async () => {
    const { status, body } = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.token18,
      amount: parseEther('1').toString(),
    })
    expect(status).toBe(200)
    const expectedOut =
      (997n * 10n ** 18n * SWAP_POOLS.ethLtt.ltt) / (SWAP_POOLS.ethLtt.eth * 1000n + 997n * 10n ** 18n)
    expect(BigInt(body.quote.amountOut)).toBe(expectedOut)
    expect(body.quote.path).toEqual([getAddress(contracts.weth), getAddress(contracts.token18)])
    // 1 ETH into a 100 ETH pool moves its price by about 1%.
    expect(body.quote.priceImpactPercent).toBeGreaterThan(0.9)
    expect(body.quote.priceImpactPercent).toBeLessThan(1.1)
    expect(body.quote.expiresAt).toBe(api.clock + 30_000)
  })

  test('swaps ETH → LTT: the swap transaction it builds pays the visitor exactly the quoted amount', async () => {
    const { body } = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.token18,
      amount: parseEther('0.5').toString(),
    })
    const built = await post(api.server, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: visitor.address,
      slippagePercent: 1,
    })
    expect(built.status).toBe(200)
    expect(BigInt(built.body.amountOutMin)).toBe((BigInt(body.quote.amountOut) * 9900n) / 10_000n)
    const before = await balanceOf(contracts.token18)
    expect((await send(built.body.transaction)).status).toBe('success')
    expect((await balanceOf(contracts.token18)) - before).toBe(BigInt(body.quote.amountOut))
  })

  test("the thin pool answers 'Insufficient liquidity' in reasons[0].description", async () => {
    const { status, body } = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.token6,
      amount: parseEther('0.1').toString(),
    })
    expect(status).toBe(422)
    expect(body).toEqual({
      reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }],
    })
  })

  test('a quote older than its validity is refused before a transaction is built; a forged one too', async () => {
    const { body } = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.token18,
      amount: '1000',
    })
    api.clock += 30_001
    const expired = await post(api.server, '/swap/v1/swap-transaction', {
      quoteId: body.quote.quoteId,
      userAddress: visitor.address,
      slippagePercent: 1,
    })
    expect(expired.status).toBe(409)
    expect(expired.body).toEqual({
      reasons: [{ code: 'QUOTE_EXPIRED', description: 'The quote has expired. Get a new quote.' }],
    })
    // The same quote with a later expiry, but not signed by this server.
    const [payload] = body.quote.quoteId.split('.')
    const stretched = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        expiresAt: api.clock + 60_000,
      }),
    ).toString('base64url')
    const forged = await post(api.server, '/swap/v1/swap-transaction', {
      quoteId: `${stretched}.${body.quote.quoteId.split('.')[1]}`,
      userAddress: visitor.address,
      slippagePercent: 1,
    })
    expect(forged.status).toBe(400)
    expect(forged.body.reasons[0]?.code).toBe('INVALID_QUOTE')
  })

  test('bad input is a 400 in the swap error shape, naming the field; an unknown token is a 404', async () => {
    const bad = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: 'nope',
      to: contracts.token18,
      amount: '0',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.reasons[0]?.code).toBe('INVALID_REQUEST')
    expect(bad.body.reasons[0]?.description).toMatch(/from/)
    expect(bad.body.reasons[0]?.description).toMatch(/amount/)
    const unknown = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.usdt,
      amount: '1',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.reasons[0]?.code).toBe('UNKNOWN_TOKEN')
  })
})

describe('swap routes when the RPC hangs (issue 35, RELIABILITY #5)', () => {
  let hanging: Server
  let server: RunningServer

  beforeAll(async () => {
    // Accepts the connection and never answers, like an overloaded node.
    hanging = createServer(() => {})
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const rpcUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
    server = await startServer({
      projects: TEST_PROJECTS,
      swap: { networks: [networkOf(rpcUrl)], rpcTimeoutMs: 300 },
    })
  })
  afterAll(async () => {
    await server?.close()
    hanging?.closeAllConnections()
    await new Promise((resolve) => hanging?.close(resolve))
  })

  test('a quote answers 504 with a clear, retryable reason within the RPC timeout instead of hanging', async () => {
    const started = Date.now()
    const { status, body } = await post(server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: NATIVE_TOKEN_ADDRESS,
      to: contracts.token18,
      amount: '1000',
    })
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(status).toBe(504)
    expect(body).toEqual({
      reasons: [{ code: 'RPC_TIMEOUT', description: 'The network did not answer in time. Try again.' }],
    })
  })
})
