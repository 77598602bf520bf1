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

/** {@link fetchSwapQuote} resolves with the server's quote. */
export type FetchSwapQuoteReturnType = SwapQuote

/**
 * A quote for swapping `amount` of `from` into `to` on the active eip155 network (`POST /swap/v1/quote`), the
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
    const body = await swapRequest(account.server, '/swap/v1/quote', {
      body: {
        chainId: account.chainId,
        from: parameters.from.address,
        to: parameters.to.address,
        amount: amount.toString(),
      },
      ...(parameters.signal ? { signal: parameters.signal } : {}),
    })
    return parseSwapQuote(body)
  })
}
