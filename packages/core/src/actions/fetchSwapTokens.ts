import type { Latch } from '../latch/types'
import { fetchServerImage } from '../services/server/fetchServerImage'
import { type ListedSwapToken, parseSwapTokens } from '../services/swap/parseSwap'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapRequest } from '../services/swap/swapRequest'
import type { SwapToken } from '../services/swap/types'
import { withFlowContext } from './internal/flowContext'
import { swapAccount } from './internal/swapAccount'

/** A listed token's image from the server's `/public/getTokenImage/{id}` as a `data:` URL, where it has no logo URL. */
function serverImageOf(
  server: Parameters<typeof fetchServerImage>[0],
  token: ListedSwapToken,
): Promise<string | undefined> | undefined {
  if (token.logoUri || !token.imageId) return undefined
  return fetchServerImage(server, `/public/getTokenImage/${token.imageId}`)
}

/** Parameters of {@link fetchSwapTokens}. */
export interface FetchSwapTokensParameters {
  signal?: AbortSignal
}

/** {@link fetchSwapTokens} resolves with the network's swap tokens and what the account holds of each. */
export type FetchSwapTokensReturnType = SwapToken[]

/**
 * The swap token list of the active eip155 or solana network from the host's Latch server (`GET /swap/v1/tokens`), each with
 * the account's holding read from the chain (`quantity`, `value` when the price is known) and, for a token the server
 * has an image of (`imageId`), that image (`/public/getTokenImage/{id}`) as a `data:` URL in `logoUri`. Rejects with
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
    const [native, holdings, images] = await Promise.all([
      context.chainData.getNativeBalance(account.adapter, account.from).catch(() => undefined),
      account.adapter.getTokenBalances
        ? account.adapter
            .getTokenBalances({
              address: account.from,
              tokens: listed.filter((token) => !isNative(token.address)).map((token) => token.address),
            })
            .catch(() => [])
        : [],
      Promise.all(listed.map((token) => serverImageOf(account.server, token))),
    ])
    return listed.map(({ imageId: _imageId, ...token }, index): SwapToken => {
      const held = isNative(token.address)
        ? native?.formatted
        : holdings.find((holding) => holding.address?.toLowerCase() === token.address.toLowerCase())?.quantity
      const quantity = held ?? '0'
      const image = images[index]
      return {
        ...token,
        ...(image ? { logoUri: image } : {}),
        quantity,
        ...(token.price !== undefined ? { value: Number(quantity) * token.price } : {}),
      }
    })
  })
}
