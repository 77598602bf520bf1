import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import type { QuoteSource, SwapBuildRequest } from '../quoteSource'
import { NATIVE_TOKEN_ADDRESS, type SwapNetworkConfig } from '../swapConfig'
import { INSUFFICIENT_LIQUIDITY, SwapRefusal } from '../swapErrors'
import { baseUnits, isRecord, type ProviderAnswer, providerRequest, unusableAnswer } from './providerRequest'

/** 0x's AllowanceHolder contract (the same address on the Cancun chains 0x serves): the spender of a sell token. */
export const ZERO_EX_ALLOWANCE_HOLDER: Address = '0x0000000000001fF3684f28c67538d4D072C22734'

export interface ZeroExOptions {
  /** The 0x API key (dashboard.0x.org), sent as `0x-api-key`; kept on the server. */
  apiKey: string
  /** Default `https://api.0x.org`. */
  baseUrl?: string | undefined
  timeoutMs?: number | undefined
  /** The contract the visitor approves; default `ZERO_EX_ALLOWANCE_HOLDER`. */
  allowanceHolder?: Address | undefined
}

const numericChainId = (network: SwapNetworkConfig) => network.chainId.split(':')[1] ?? ''
const insufficient = () => new SwapRefusal('INSUFFICIENT_LIQUIDITY', INSUFFICIENT_LIQUIDITY, 422)

/** The priced body of a 0x price or quote answer; 'Insufficient liquidity' when 0x says `liquidityAvailable: false`. */
function pricedBody(answer: ProviderAnswer): Record<string, unknown> {
  if (answer.status !== 200 || !isRecord(answer.body)) throw unusableAnswer('0x', answer)
  if (answer.body.liquidityAvailable === false) throw insufficient()
  if (answer.body.liquidityAvailable !== true || baseUnits(answer.body.buyAmount) === undefined)
    throw unusableAnswer('0x', answer)
  return answer.body
}

/** The tokens 0x routes through (`route.tokens`), else the pair itself. */
function routeTokens(body: Record<string, unknown>, from: Address, to: Address): Address[] {
  const tokens = isRecord(body.route) && Array.isArray(body.route.tokens) ? body.route.tokens : []
  const addresses = tokens
    .map((token) => (isRecord(token) && typeof token.address === 'string' ? token.address : ''))
    .filter((address) => isAddress(address, { strict: false }))
    .map((address) => getAddress(address))
  return addresses.length >= 2 ? addresses : [from, to]
}

/**
 * A `QuoteSource` on 0x Swap API v2 (AllowanceHolder): quotes from `GET /swap/allowance-holder/price`, the swap
 * transaction from `GET /swap/allowance-holder/quote` for the visitor with their slippage; the sell token is
 * approved to the AllowanceHolder, and a quote naming another spender is refused.
 */
export function zeroExQuoteSource(options: ZeroExOptions): QuoteSource {
  const baseUrl = options.baseUrl ?? 'https://api.0x.org'
  const timeoutMs = options.timeoutMs ?? 8_000
  const spender = options.allowanceHolder ?? ZERO_EX_ALLOWANCE_HOLDER
  const headers = { '0x-api-key': options.apiKey, '0x-version': 'v2' }
  const call = (path: string, query: Record<string, string>) => {
    const url = new URL(path, baseUrl)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
    return providerRequest(url, { headers, timeoutMs })
  }
  return {
    spender: () => spender,
    async quote({ network, from, to, amountIn, taker }) {
      const body = pricedBody(
        await call('/swap/allowance-holder/price', {
          chainId: numericChainId(network),
          sellToken: from,
          buyToken: to,
          sellAmount: amountIn.toString(),
          ...(taker ? { taker } : {}),
        }),
      )
      const impact = typeof body.estimatedPriceImpact === 'string' ? Number(body.estimatedPriceImpact) : 0
      return {
        amountOut: baseUnits(body.buyAmount)!,
        path: routeTokens(body, from, to),
        priceImpactPercent: Number.isFinite(impact) ? Math.max(0, Math.min(100, impact)) : 0,
        estimatedGas: baseUnits(body.gas),
      }
    },
    async swapTransaction(request: SwapBuildRequest) {
      const { network, from, to, amountIn, taker, slippagePercent } = request
      const answer = await call('/swap/allowance-holder/quote', {
        chainId: numericChainId(network),
        sellToken: from,
        buyToken: to,
        sellAmount: amountIn.toString(),
        taker,
        slippageBps: String(Math.round(slippagePercent * 100)),
      })
      const body = pricedBody(answer)
      const transaction = isRecord(body.transaction) ? body.transaction : undefined
      const minimum = baseUnits(body.minBuyAmount)
      const target = typeof body.allowanceTarget === 'string' ? body.allowanceTarget : undefined
      if (
        !transaction ||
        typeof transaction.to !== 'string' ||
        !isAddress(transaction.to, { strict: false }) ||
        typeof transaction.data !== 'string' ||
        !/^0x[0-9a-fA-F]*$/.test(transaction.data) ||
        baseUnits(transaction.value) === undefined ||
        minimum === undefined
      )
        throw unusableAnswer('0x', answer)
      // The visitor's allowance went to `spender`: a quote pulling the tokens through another contract would fail
      // on chain, or worse, ask for a second approval the page did not show.
      const sellsToken = !isAddressEqual(from, NATIVE_TOKEN_ADDRESS)
      if (
        sellsToken &&
        (!target || !isAddress(target, { strict: false }) || !isAddressEqual(target, spender))
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
          value: baseUnits(transaction.value)!.toString(),
        },
        amountOutMin: minimum,
      }
    },
  }
}
