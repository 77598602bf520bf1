import { INSUFFICIENT_LIQUIDITY, SwapRefusal } from '../swapErrors'
import { baseUnits, isRecord, type ProviderAnswer, providerRequest, unusableAnswer } from './providerRequest'

/** Jupiter's routing errors meaning no pool can fill the trade (dev.jup.ag/docs/swap-api/common-errors). */
const NO_ROUTE_CODES = new Set(['NO_ROUTES_FOUND', 'COULD_NOT_FIND_ANY_ROUTE', 'TOKEN_NOT_TRADABLE'])
const MINT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export interface JupiterOptions {
  /** A Jupiter API key (portal.jup.ag), sent as `x-api-key`; kept on the server. Without one: the keyless lite API. */
  apiKey?: string | undefined
  /** Default `https://api.jup.ag` with a key, `https://lite-api.jup.ag` without. */
  baseUrl?: string | undefined
  timeoutMs?: number | undefined
}

/** A Jupiter quote as the swap routes use it, with the provider's own quote body to hand back to `/swap`. */
export interface JupiterQuote {
  amountIn: bigint
  amountOut: bigint
  /** The least paid out at the quote's slippage (`otherAmountThreshold`). */
  minimumOut: bigint
  priceImpactPercent: number
  /** The AMMs the route crosses (`routePlan[].swapInfo.label`). */
  venues: string[]
  quoteResponse: Record<string, unknown>
}

const insufficient = () => new SwapRefusal('INSUFFICIENT_LIQUIDITY', INSUFFICIENT_LIQUIDITY, 422)

function noRoute(answer: ProviderAnswer): boolean {
  return (
    isRecord(answer.body) &&
    typeof answer.body.errorCode === 'string' &&
    NO_ROUTE_CODES.has(answer.body.errorCode)
  )
}

/**
 * Jupiter's Swap API (`GET /swap/v1/quote`, `POST /swap/v1/swap`) for Solana swaps: quotes in base units with the
 * route's minimum and price impact, and the unsigned versioned transaction for the visitor's wallet (base64).
 * No route is 'Insufficient liquidity'; a hang or an outage is a retryable refusal.
 */
export function jupiterSwapApi(options: JupiterOptions = {}) {
  const baseUrl = options.baseUrl ?? (options.apiKey ? 'https://api.jup.ag' : 'https://lite-api.jup.ag')
  const timeoutMs = options.timeoutMs ?? 8_000
  const headers: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {}
  return {
    async quote(request: {
      inputMint: string
      outputMint: string
      amount: bigint
      slippageBps: number
    }): Promise<JupiterQuote> {
      if (
        !MINT.test(request.inputMint) ||
        !MINT.test(request.outputMint) ||
        request.inputMint === request.outputMint
      )
        throw new SwapRefusal('INVALID_REQUEST', 'Invalid swap request: unknown token mint', 400)
      const url = new URL('/swap/v1/quote', baseUrl)
      url.searchParams.set('inputMint', request.inputMint)
      url.searchParams.set('outputMint', request.outputMint)
      url.searchParams.set('amount', request.amount.toString())
      url.searchParams.set('slippageBps', String(request.slippageBps))
      const answer = await providerRequest(url, { headers, timeoutMs })
      if (noRoute(answer)) throw insufficient()
      const body = isRecord(answer.body) ? answer.body : undefined
      const amountOut = baseUnits(body?.outAmount)
      const minimumOut = baseUnits(body?.otherAmountThreshold)
      if (answer.status !== 200 || !body || amountOut === undefined || minimumOut === undefined)
        throw unusableAnswer('Jupiter', answer)
      if (amountOut === 0n) throw insufficient()
      // `priceImpactPct` is a fraction as a string ("0.0012" is 0.12 %).
      const impact = Number(body.priceImpactPct) * 100
      const venues = Array.isArray(body.routePlan)
        ? body.routePlan
            .map((step) => (isRecord(step) && isRecord(step.swapInfo) ? step.swapInfo.label : undefined))
            .filter((label): label is string => typeof label === 'string')
        : []
      return {
        amountIn: baseUnits(body.inAmount) ?? request.amount,
        amountOut,
        minimumOut,
        priceImpactPercent: Number.isFinite(impact) ? Math.max(0, Math.min(100, impact)) : 0,
        venues,
        quoteResponse: body,
      }
    },
    async swapTransaction(request: { quoteResponse: Record<string, unknown>; userPublicKey: string }) {
      if (!MINT.test(request.userPublicKey))
        throw new SwapRefusal(
          'INVALID_REQUEST',
          'Invalid swap request: userAddress is not a Solana address',
          400,
        )
      const answer = await providerRequest(new URL('/swap/v1/swap', baseUrl), {
        method: 'POST',
        headers,
        timeoutMs,
        body: {
          quoteResponse: request.quoteResponse,
          userPublicKey: request.userPublicKey,
          wrapAndUnwrapSol: true,
          dynamicComputeUnitLimit: true,
        },
      })
      if (noRoute(answer)) throw insufficient()
      const body = isRecord(answer.body) ? answer.body : undefined
      if (
        answer.status !== 200 ||
        typeof body?.swapTransaction !== 'string' ||
        !/^[A-Za-z0-9+/]+={0,2}$/.test(body.swapTransaction) ||
        typeof body.lastValidBlockHeight !== 'number'
      )
        throw unusableAnswer('Jupiter', answer)
      return { swapTransaction: body.swapTransaction, lastValidBlockHeight: body.lastValidBlockHeight }
    },
  }
}
