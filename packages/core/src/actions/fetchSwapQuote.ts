import type { Latch } from '../latch/types'
import { toBaseUnits } from '../rules/toBaseUnits'
import { parseSwapQuote } from '../services/swap/parseSwap'
import { swapRequest } from '../services/swap/swapRequest'
import type { SwapQuote, SwapToken } from '../services/swap/types'
import { withFlowContext } from './internal/flowContext'
import { swapAccount } from './internal/swapAccount'

/** Parameters of {@link fetchSwapQuote}: the tokens and the amount of `from` the visitor typed. */
export interface FetchSwapQuoteParameters {
  from: Pick<SwapToken, 'address' | 'decimals'>
  to: Pick<SwapToken, 'address'>
  /** Human amount of `from`, e.g. `'0.5'`. */
  amount: string
  signal?: AbortSignal
}

/** {@link fetchSwapQuote} resolves with the server's quote and its network fee. */
export type FetchSwapQuoteReturnType = SwapQuote

/**
 * A quote for swapping `amount` of `from` into `to` on the active eip155 or solana network (`POST /swap/v1/quote`), the
 * amount converted to base units with the token's decimals. Rejects with `InvalidAmountError` for a bad amount,
 * `InsufficientLiquidityError` when the pool cannot fill it ('Insufficient liquidity'), `SwapUnavailableError`
 * with the server's reason otherwise (a hung RPC: 'The network did not answer in time. Try again.').
 */
export function fetchSwapQuote(
  latch: Latch,
  parameters: FetchSwapQuoteParameters,
): Promise<FetchSwapQuoteReturnType> {
  return withFlowContext(latch, async (context) => {
    const account = swapAccount(context)
    const amount = toBaseUnits(parameters.amount, parameters.from.decimals)
    const signal = parameters.signal ? { signal: parameters.signal } : {}
    const [body, gas] = await Promise.all([
      swapRequest(account.server, '/swap/v1/quote', {
        body: {
          chainId: account.chainId,
          from: parameters.from.address,
          to: parameters.to.address,
          amount: amount.toString(),
          // An aggregator source (LI.FI) quotes only for a sender; the default router source ignores it.
          userAddress: account.address,
        },
        ...signal,
      }),
      // The fee is shown when the gas price can be had; the quote does not wait on its failure.
      swapRequest(account.server, '/swap/v1/gas-price', {
        query: { chainId: account.chainId },
        ...signal,
      }).catch(() => undefined) as Promise<{ gasPrice?: unknown } | undefined>,
    ])
    const quote = parseSwapQuote(body, account.namespace)
    const gasPrice = gas?.gasPrice
    return typeof gasPrice === 'string' && /^\d{1,78}$/.test(gasPrice)
      ? { ...quote, networkFee: BigInt(gasPrice) * quote.estimatedGas }
      : quote
  })
}
