import { type Address, getAddress, isAddress, isAddressEqual, zeroAddress } from 'viem'
import type { QuoteRequest, QuoteSource, SwapBuildRequest } from '../quoteSource'
import { NATIVE_TOKEN_ADDRESS, type SwapNetworkConfig } from '../swapConfig'
import { INSUFFICIENT_LIQUIDITY, SwapRefusal } from '../swapErrors'
import { baseUnits, isRecord, type ProviderAnswer, providerRequest, unusableAnswer } from './providerRequest'

/** The LI.FI Diamond (the same address on the EVM chains LI.FI serves): the spender of a sell token. */
export const LIFI_DIAMOND: Address = '0x1231DEB6f5749EF6cE6943a275A1D3E7486F4EaE'
/** LI.FI's `NoQuoteError` (docs.li.fi/api-reference/error-codes). */
const NO_QUOTE_ERROR = 1002

export interface LifiOptions {
  /** Optional LI.FI API key (higher rate limits), sent as `x-lifi-api-key`; kept on the server. */
  apiKey?: string | undefined
  /** Default `https://li.quest`. */
  baseUrl?: string | undefined
  timeoutMs?: number | undefined
  /** The contract the visitor approves; default `LIFI_DIAMOND`. A quote naming another one is refused. */
  approvalAddress?: Address | undefined
  /** The integrator string LI.FI attributes the swap to. */
  integrator?: string | undefined
}

const insufficient = () => new SwapRefusal('INSUFFICIENT_LIQUIDITY', INSUFFICIENT_LIQUIDITY, 422)
/** LI.FI names the native currency with the zero address. */
const lifiToken = (address: Address) =>
  isAddressEqual(address, NATIVE_TOKEN_ADDRESS) ? zeroAddress : address
const numericChainId = (network: SwapNetworkConfig) => network.chainId.split(':')[1] ?? ''
const hexOrDecimal = (value: unknown) =>
  typeof value === 'string' && /^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(value) ? BigInt(value) : undefined

/** The step of a LI.FI quote answer; 'Insufficient liquidity' for its no-route answers (404, `NoQuoteError`). */
function quotedStep(answer: ProviderAnswer): {
  estimate: Record<string, unknown>
  step: Record<string, unknown>
} {
  const body = isRecord(answer.body) ? answer.body : {}
  if (answer.status === 404 || body.code === NO_QUOTE_ERROR) throw insufficient()
  if (answer.status !== 200 || !isRecord(body.estimate) || baseUnits(body.estimate.toAmount) === undefined)
    throw unusableAnswer('LI.FI', answer)
  return { estimate: body.estimate, step: body }
}

/** Price impact in percent from LI.FI's USD values of what goes in and out, when it gives them. */
function usdImpact(estimate: Record<string, unknown>): number {
  const fromUsd = Number(estimate.fromAmountUSD)
  const toUsd = Number(estimate.toAmountUSD)
  if (!Number.isFinite(fromUsd) || !Number.isFinite(toUsd) || fromUsd <= 0) return 0
  return Math.max(0, Math.min(100, (1 - toUsd / fromUsd) * 100))
}

/**
 * A `QuoteSource` on LI.FI (`GET /v1/quote`, same chain in and out): the quote for the visitor's address (LI.FI
 * quotes only for a sender), and at swap time a fresh quote with the visitor's slippage whose `transactionRequest`
 * is the transaction; the sell token is approved to the LI.FI Diamond.
 */
export function lifiQuoteSource(options: LifiOptions = {}): QuoteSource {
  const baseUrl = options.baseUrl ?? 'https://li.quest'
  const timeoutMs = options.timeoutMs ?? 8_000
  const spender = options.approvalAddress ?? LIFI_DIAMOND
  const headers: Record<string, string> = options.apiKey ? { 'x-lifi-api-key': options.apiKey } : {}
  const call = (request: QuoteRequest & { taker: Address }, slippagePercent?: number) => {
    const url = new URL('/v1/quote', baseUrl)
    const chain = numericChainId(request.network)
    url.searchParams.set('fromChain', chain)
    url.searchParams.set('toChain', chain)
    url.searchParams.set('fromToken', lifiToken(request.from))
    url.searchParams.set('toToken', lifiToken(request.to))
    url.searchParams.set('fromAmount', request.amountIn.toString())
    url.searchParams.set('fromAddress', request.taker)
    if (slippagePercent !== undefined) url.searchParams.set('slippage', String(slippagePercent / 100))
    if (options.integrator) url.searchParams.set('integrator', options.integrator)
    return providerRequest(url, { headers, timeoutMs })
  }
  return {
    spender: () => spender,
    async quote(request) {
      if (!request.taker)
        throw new SwapRefusal('INVALID_REQUEST', 'Invalid swap request: userAddress is required', 400)
      const { estimate } = quotedStep(await call({ ...request, taker: request.taker }))
      const gas = Array.isArray(estimate.gasCosts)
        ? estimate.gasCosts.reduce<bigint>(
            (sum, cost) => sum + (isRecord(cost) ? (baseUnits(cost.estimate) ?? 0n) : 0n),
            0n,
          )
        : 0n
      return {
        amountOut: baseUnits(estimate.toAmount)!,
        path: [request.from, request.to],
        priceImpactPercent: usdImpact(estimate),
        estimatedGas: gas > 0n ? gas : undefined,
      }
    },
    async swapTransaction(request: SwapBuildRequest) {
      const answer = await call(request, request.slippagePercent)
      const { estimate, step } = quotedStep(answer)
      const transaction = isRecord(step.transactionRequest) ? step.transactionRequest : undefined
      const minimum = baseUnits(estimate.toAmountMin)
      const value = transaction ? (hexOrDecimal(transaction.value) ?? 0n) : undefined
      if (
        !transaction ||
        typeof transaction.to !== 'string' ||
        !isAddress(transaction.to, { strict: false }) ||
        typeof transaction.data !== 'string' ||
        !/^0x[0-9a-fA-F]*$/.test(transaction.data) ||
        value === undefined ||
        minimum === undefined ||
        (transaction.chainId !== undefined && String(transaction.chainId) !== numericChainId(request.network))
      )
        throw unusableAnswer('LI.FI', answer)
      const approval = typeof estimate.approvalAddress === 'string' ? estimate.approvalAddress : undefined
      const sellsToken = !isAddressEqual(request.from, NATIVE_TOKEN_ADDRESS)
      if (
        sellsToken &&
        (!approval || !isAddress(approval, { strict: false }) || !isAddressEqual(approval, spender))
      )
        throw new SwapRefusal(
          'SOURCE_UNAVAILABLE',
          'The quote service named an unexpected spender. Try again.',
          502,
        )
      return {
        transaction: {
          to: getAddress(transaction.to),
          data: transaction.data as `0x${string}`,
          value: value.toString(),
        },
        amountOutMin: minimum,
      }
    },
  }
}
