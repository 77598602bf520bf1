import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { type Address, erc20Abi, getAddress, isAddressEqual, maxUint256, type PublicClient } from 'viem'
import type { Database } from '../db/openDatabase'
import { readJsonBody, readQuery, safeToken } from '../http/boundary'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'
import { permitTransaction, permitTypedData } from '../swap/permit'
import { readQuote, signQuote } from '../swap/quoteToken'
import { rpcClient, rpcRefusal } from '../swap/rpcClient'
import { safeLogoUri } from '../swap/safeLogoUri'
import { SOLANA_ADDRESS, SOLANA_CHAIN_ID } from '../swap/solana/solanaSwapConfig'
import { solanaSwapHandlers } from '../swap/solana/solanaSwapHandlers'
import { NATIVE_TOKEN_ADDRESS, type SwapNetworkConfig, type SwapOptions } from '../swap/swapConfig'
import { answerRefusal, SwapRefusal } from '../swap/swapErrors'
import { approveTransaction, minimumReceived, providerFee, swapTransaction } from '../swap/swapTransactions'
import { readPrices } from '../swap/tokens/priceSource'
import { uniswapV2QuoteSource } from '../swap/uniswapV2QuoteSource'

/** How long after a quote's validity the router still takes its swap on chain (see the swap transaction). */
const ON_CHAIN_DEADLINE_MARGIN_S = 600

/** An eip155 chain, or a Solana one (served when `SwapOptions.solana` is given). */
const ChainId = safeToken(/^(eip155:\d{1,12}|solana:([1-9A-HJ-NP-Za-km-z]{32}|localnet))$/, 40)
/** An EVM address, or a base58 Solana one; each route checks it fits the chain's namespace. */
const AddressText = safeToken(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 44)
/** A positive amount in base units. */
const BaseUnits = v.pipe(
  safeToken(/^\d{1,78}$/, 78),
  v.check((amount) => BigInt(amount) > 0n, 'must be more than 0'),
)

const ChainQuery = v.object({ chainId: ChainId })
const AllowanceQuery = v.object({ chainId: ChainId, tokenAddress: AddressText, userAddress: AddressText })
const QuoteBody = v.object({
  chainId: ChainId,
  from: AddressText,
  to: AddressText,
  amount: BaseUnits,
  userAddress: v.optional(AddressText),
})
const ApproveBody = v.object({ chainId: ChainId, tokenAddress: AddressText, amount: BaseUnits })
const PermitBody = v.object({
  chainId: ChainId,
  tokenAddress: AddressText,
  userAddress: AddressText,
  amount: BaseUnits,
})
const PermitTransactionBody = v.object({
  ...PermitBody.entries,
  deadline: safeToken(/^\d{1,20}$/, 20),
  signature: safeToken(/^0x[0-9a-fA-F]{128,130}$/, 132),
})
/** What both permit calls ask the token about: the owner's allowance of `value` to the spender. */
interface PermitTerms {
  token: Address
  owner: Address
  spender: Address
  value: bigint
}
const SwapBody = v.object({
  quoteId: safeToken(/^[\w-]+\.[\w-]+$/, 4096),
  userAddress: AddressText,
  slippagePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(50)),
})

/** Gas a Router02 swap takes: a first hop and each further one (an estimate shown as the network fee). */
const GAS_FIRST_HOP = 130_000n
const GAS_NEXT_HOP = 70_000n

/** A 4xx `{ error, issues }` of the shared readers, in the swap error shape. */
async function asReasons(c: Context, response: Response) {
  const { error, issues } = (await response.json()) as { error: string; issues?: string[] }
  const description = issues?.length ? `${error}: ${issues.join('; ')}` : error
  return answerRefusal(
    c,
    new SwapRefusal('INVALID_REQUEST', description, response.status as ContentfulStatusCode),
  )
}

/**
 * The swap calls (issue 35), errors as `{ reasons: [{ code, description }] }`: the token list and gas price of a
 * network, a token's allowance for the router, a quote (signed, valid for `quoteValidityMs`), and the approve and
 * swap transactions for the visitor's wallet to send. Quotes come from `options.quoteSource`, by default the
 * network's Uniswap V2-style router read over its RPC.
 */
export function swapRoutes(db: Database, options: SwapOptions) {
  const app = new Hono<ProjectEnv>()
  const sdk = requireSdkParams(db)
  const rpcTimeoutMs = options.rpcTimeoutMs ?? 8_000
  const validityMs = options.quoteValidityMs ?? 30_000
  const secret = options.quoteSecret ?? randomBytes(32).toString('hex')
  const now = options.now ?? Date.now
  const source =
    options.quoteSource ??
    uniswapV2QuoteSource({ rpcTimeoutMs, maxPriceImpactPercent: options.maxPriceImpactPercent ?? 15 })
  const clients = new Map(
    options.networks.map((network) => [network.chainId, rpcClient(network.rpcUrl, rpcTimeoutMs)]),
  )

  const networkOf = (chainId: string): SwapNetworkConfig => {
    const network = options.networks.find((candidate) => candidate.chainId === chainId)
    if (!network) throw new SwapRefusal('UNKNOWN_NETWORK', `Swaps are not offered on ${chainId}`, 404)
    return network
  }
  const tokenOf = (network: SwapNetworkConfig, address: string) => {
    const token = network.tokens.find((candidate) => isAddressEqual(candidate.address, address as Address))
    if (!token) throw new SwapRefusal('UNKNOWN_TOKEN', `The token ${address} is not offered for swaps`, 404)
    return token
  }
  const clientOf = (network: SwapNetworkConfig) => clients.get(network.chainId)!
  /** The contract the visitor's allowance goes to: the router, or the aggregator's spender. */
  const spenderOf = (network: SwapNetworkConfig) => source.spender?.(network) ?? network.router
  const solana = options.solana ? solanaSwapHandlers(options.solana) : undefined
  /** The Solana handlers for a `solana:*` chain (404 when none are configured), else undefined. */
  const solanaFor = (chainId: string) => {
    if (!SOLANA_CHAIN_ID.test(chainId)) return undefined
    if (!solana) throw new SwapRefusal('UNKNOWN_NETWORK', `Swaps are not offered on ${chainId}`, 404)
    return solana
  }
  /** Addresses must fit the chain's namespace: hex on eip155, base58 on Solana. */
  const requireAddresses = (chainId: string, ...addresses: string[]) => {
    const fits = SOLANA_CHAIN_ID.test(chainId)
      ? (address: string) => SOLANA_ADDRESS.test(address)
      : (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)
    if (!addresses.every(fits))
      throw new SwapRefusal(
        'INVALID_REQUEST',
        `Invalid swap request: an address does not fit ${chainId}`,
        400,
      )
  }

  app.onError((error, c) => {
    if (error instanceof SwapRefusal) return answerRefusal(c, error)
    throw error
  })

  app.get('/swap/v1/tokens', sdk, async (c) => {
    const query = readQuery(c, ChainQuery, 'Invalid swap request')
    if (!query.ok) return asReasons(c, query.response)
    const { chainId } = query.value
    const onSolana = solanaFor(chainId)
    if (onSolana) {
      const listed = onSolana.tokens(chainId).tokens
      const prices = await readPrices(
        options.priceSource,
        listed.map((token) => ({ chainId, ...token, fallback: token.price ?? undefined })),
      )
      return c.json({ tokens: listed.map((token, index) => ({ ...token, price: prices[index] })) })
    }
    const network = networkOf(chainId)
    const prices = await readPrices(
      options.priceSource,
      network.tokens.map((token) => ({ chainId, ...token, fallback: token.priceUsd })),
    )
    return c.json({
      tokens: network.tokens.map((token, index) => ({
        address: getAddress(token.address),
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        logoUri: safeLogoUri(token.logoUri),
        ...(token.imageId ? { imageId: token.imageId } : {}),
        eip2612: token.eip2612 === true,
        price: prices[index],
      })),
    })
  })

  app.get('/swap/v1/gas-price', sdk, async (c) => {
    const query = readQuery(c, ChainQuery, 'Invalid swap request')
    if (!query.ok) return asReasons(c, query.response)
    const onSolana = solanaFor(query.value.chainId)
    if (onSolana) return c.json(onSolana.gasPrice(query.value.chainId))
    const network = networkOf(query.value.chainId)
    try {
      const gasPrice = await clientOf(network).getGasPrice()
      return c.json({ gasPrice: gasPrice.toString() })
    } catch (error) {
      throw rpcRefusal(error)
    }
  })

  app.get('/swap/v1/allowance', sdk, async (c) => {
    const query = readQuery(c, AllowanceQuery, 'Invalid swap request')
    if (!query.ok) return asReasons(c, query.response)
    requireAddresses(query.value.chainId, query.value.tokenAddress, query.value.userAddress)
    const onSolana = solanaFor(query.value.chainId)
    if (onSolana) return c.json(onSolana.allowance(query.value.chainId, query.value.tokenAddress))
    const network = networkOf(query.value.chainId)
    const token = tokenOf(network, query.value.tokenAddress)
    if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS))
      return c.json({ allowance: maxUint256.toString(), spender: getAddress(spenderOf(network)) })
    try {
      const allowance = await clientOf(network).readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [query.value.userAddress as Address, spenderOf(network)],
      })
      return c.json({ allowance: allowance.toString(), spender: getAddress(spenderOf(network)) })
    } catch (error) {
      throw rpcRefusal(error)
    }
  })

  app.post('/swap/v1/quote', sdk, async (c) => {
    const body = await readJsonBody(c, QuoteBody, { maxBytes: 4 * 1024, error: 'Invalid swap request' })
    if (!body.ok) return asReasons(c, body.response)
    const { chainId, userAddress } = body.value
    requireAddresses(chainId, body.value.from, body.value.to, ...(userAddress ? [userAddress] : []))
    const onSolana = solanaFor(chainId)
    if (onSolana) {
      const quoted = await onSolana.quote(chainId, body.value.from, body.value.to, BigInt(body.value.amount))
      const quote = { ...quoted.signed, expiresAt: now() + validityMs }
      return c.json({
        quote: {
          ...quote,
          priceImpactPercent: Number(quoted.priceImpactPercent.toFixed(4)),
          estimatedGas: quoted.estimatedGas,
          providerFee: quoted.providerFee,
          quoteId: signQuote(secret, quote),
        },
      })
    }
    const network = networkOf(body.value.chainId)
    const from = tokenOf(network, body.value.from)
    const to = tokenOf(network, body.value.to)
    const amountIn = BigInt(body.value.amount)
    const taker = body.value.userAddress ? getAddress(body.value.userAddress) : undefined
    const quoted = await source.quote({ network, from: from.address, to: to.address, amountIn, taker })
    const expiresAt = now() + validityMs
    const quote = {
      chainId: network.chainId,
      from: getAddress(from.address),
      to: getAddress(to.address),
      amountIn: amountIn.toString(),
      amountOut: quoted.amountOut.toString(),
      path: quoted.path.map((address) => getAddress(address)),
      expiresAt,
    }
    const gas =
      quoted.estimatedGas ?? GAS_FIRST_HOP + GAS_NEXT_HOP * BigInt(Math.max(0, quoted.path.length - 2))
    return c.json({
      quote: {
        ...quote,
        priceImpactPercent: Number(quoted.priceImpactPercent.toFixed(4)),
        estimatedGas: gas.toString(),
        providerFee: providerFee(amountIn, quoted.providerFeeBps),
        quoteId: signQuote(secret, quote),
      },
    })
  })

  app.post('/swap/v1/approve-transaction', sdk, async (c) => {
    const body = await readJsonBody(c, ApproveBody, { maxBytes: 4 * 1024, error: 'Invalid swap request' })
    if (!body.ok) return asReasons(c, body.response)
    requireAddresses(body.value.chainId, body.value.tokenAddress)
    if (solanaFor(body.value.chainId))
      throw new SwapRefusal('INVALID_REQUEST', 'Solana tokens need no approval', 400)
    const network = networkOf(body.value.chainId)
    const token = tokenOf(network, body.value.tokenAddress)
    if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS))
      throw new SwapRefusal('INVALID_REQUEST', 'The native currency needs no approval', 400)
    return c.json({
      transaction: approveTransaction(token.address, spenderOf(network), BigInt(body.value.amount)),
    })
  })

  /**
   * A permit call (`PermitBody` or more): the eip2612 token of an EVM network checked (refused for Solana, native
   * and other tokens), then `answer` asked over the network's RPC for the owner's permit to the spender.
   */
  const permitRoute = <S extends typeof PermitBody | typeof PermitTransactionBody>(
    path: string,
    schema: S,
    answer: (client: PublicClient, permit: PermitTerms, body: v.InferOutput<S>) => Promise<object>,
  ) =>
    app.post(path, sdk, async (c) => {
      const body = await readJsonBody(c, schema, { maxBytes: 4 * 1024, error: 'Invalid swap request' })
      if (!body.ok) return asReasons(c, body.response)
      const { chainId, tokenAddress, userAddress, amount } = body.value
      requireAddresses(chainId, tokenAddress, userAddress)
      if (solanaFor(chainId)) throw new SwapRefusal('INVALID_REQUEST', 'Solana tokens need no approval', 400)
      const network = networkOf(chainId)
      const token = tokenOf(network, tokenAddress)
      if (token.eip2612 !== true)
        throw new SwapRefusal(
          'PERMIT_UNSUPPORTED',
          `The token ${token.symbol} takes no permit. Approve it instead.`,
          409,
        )
      const terms = {
        token: token.address,
        owner: userAddress as Address,
        spender: spenderOf(network),
        value: BigInt(amount),
      }
      try {
        return c.json(await answer(clientOf(network), terms, body.value))
      } catch (error) {
        throw rpcRefusal(error)
      }
    })

  permitRoute('/swap/v1/permit-typed-data', PermitBody, async (client, terms) => ({
    typedData: await permitTypedData(client, { ...terms, nowMs: now() }),
  }))

  permitRoute('/swap/v1/permit-transaction', PermitTransactionBody, async (client, terms, body) => ({
    transaction: await permitTransaction(client, {
      ...terms,
      deadline: BigInt(body.deadline),
      signature: body.signature as `0x${string}`,
    }),
  }))

  app.post('/swap/v1/swap-transaction', sdk, async (c) => {
    const body = await readJsonBody(c, SwapBody, { maxBytes: 8 * 1024, error: 'Invalid swap request' })
    if (!body.ok) return asReasons(c, body.response)
    const quote = readQuote(secret, body.value.quoteId)
    if (!quote) throw new SwapRefusal('INVALID_QUOTE', 'The quote was not made by this server', 400)
    if (now() > quote.expiresAt)
      throw new SwapRefusal('QUOTE_EXPIRED', 'The quote has expired. Get a new quote.', 409)
    requireAddresses(quote.chainId, body.value.userAddress)
    const onSolana = solanaFor(quote.chainId)
    if (onSolana)
      return c.json(await onSolana.swapTransaction(quote, body.value.userAddress, body.value.slippagePercent))
    const network = networkOf(quote.chainId)
    const amountOutMin = minimumReceived(BigInt(quote.amountOut), body.value.slippagePercent)
    if (source.swapTransaction) {
      const built = await source.swapTransaction({
        network,
        from: quote.from as Address,
        to: quote.to as Address,
        amountIn: BigInt(quote.amountIn),
        amountOut: BigInt(quote.amountOut),
        taker: getAddress(body.value.userAddress),
        slippagePercent: body.value.slippagePercent,
      })
      // The aggregator quotes afresh for the transaction: a minimum below what the visitor accepted for the
      // quote they saw is refused before anything is signed.
      if (built.amountOutMin < amountOutMin)
        throw new SwapRefusal('PRICE_MOVED', 'The price moved. Get a new quote.', 409)
      return c.json({ transaction: built.transaction, amountOutMin: built.amountOutMin.toString() })
    }
    const transaction = swapTransaction({
      router: network.router,
      from: quote.from as Address,
      to: quote.to as Address,
      path: quote.path as Address[],
      amountIn: BigInt(quote.amountIn),
      amountOutMin,
      recipient: body.value.userAddress as Address,
      // The router refuses the trade on chain once the quote is stale, with a margin: a chain's block time can run
      // ahead of this server's clock (a busy anvil dates each block at least a second after the last) and a wallet
      // takes time to confirm; the price itself is held by amountOutMin.
      deadlineSeconds: BigInt(Math.floor(quote.expiresAt / 1000) + ON_CHAIN_DEADLINE_MARGIN_S),
    })
    return c.json({ transaction, amountOutMin: amountOutMin.toString() })
  })

  return app
}
