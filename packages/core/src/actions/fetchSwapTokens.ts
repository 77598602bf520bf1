import type { Latch } from '../latch/types'
import { parseSwapTokens } from '../services/swap/parseSwap'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapRequest } from '../services/swap/swapRequest'
import type { SwapToken } from '../services/swap/types'
import { withFlowContext } from './internal/flowContext'
import { swapAccount } from './internal/swapAccount'

/** Parameters of {@link fetchSwapTokens}. */
export interface FetchSwapTokensParameters {
  signal?: AbortSignal
}

/** {@link fetchSwapTokens} resolves with the network's swap tokens and what the account holds of each. */
export type FetchSwapTokensReturnType = SwapToken[]

/**
 * The swap token list of the active eip155 or solana network from the host's Latch server (`GET /swap/v1/tokens`), each with
 * the account's holding read from the chain (`quantity`, `value` when the price is known). Rejects with
 * `SwapUnavailableError` when the server cannot answer, `UnsupportedChainError` on other namespaces.
 */
export function fetchSwapTokens(
  latch: Latch,
  parameters: FetchSwapTokensParameters = {},
): Promise<FetchSwapTokensReturnType> {
  return withFlowContext(latch, async (context) => {
    const account = swapAccount(context)
    const body = await swapRequest(account.server, '/swap/v1/tokens', {
      query: { chainId: account.chainId },
      ...(parameters.signal ? { signal: parameters.signal } : {}),
    })
    const listed = parseSwapTokens(body, account.namespace)
    const isNative = (address: string) => address.toLowerCase() === SWAP_NATIVE_ADDRESS.toLowerCase()
    const [native, holdings] = await Promise.all([
      context.chainData.getNativeBalance(account.adapter, account.from).catch(() => undefined),
      account.adapter.getTokenBalances
        ? account.adapter
            .getTokenBalances({
              address: account.from,
              tokens: listed.filter((token) => !isNative(token.address)).map((token) => token.address),
            })
            .catch(() => [])
        : [],
    ])
    return listed.map((token): SwapToken => {
      const held = isNative(token.address)
        ? native?.formatted
        : holdings.find((holding) => holding.address?.toLowerCase() === token.address.toLowerCase())?.quantity
      const quantity = held ?? '0'
      return {
        ...token,
        quantity,
        ...(token.price !== undefined ? { value: Number(quantity) * token.price } : {}),
      }
    })
  })
}
