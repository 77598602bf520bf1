import type { SignedQuote } from '../quoteToken'
import { safeLogoUri } from '../safeLogoUri'
import { SwapRefusal } from '../swapErrors'
import { minimumReceived, providerFee } from '../swapTransactions'
import type { SolanaSwapNetworkConfig, SolanaSwapOptions } from './solanaSwapConfig'

/** Base fee per signature when the network config gives none (lamports). */
const DEFAULT_LAMPORTS_PER_SIGNATURE = 5000
/**
 * The slippage a quote is asked for: Jupiter's default. Only the amount out is shown from it; the visitor's own
 * slippage is applied at swap time, to a fresh quote.
 */
const QUOTE_SLIPPAGE_BPS = 50

/**
 * The swap calls for a `solana:*` network: the token list by mint, the local fee estimate as the gas price, no
 * allowance (SPL swaps need no approval), quotes from the source (Jupiter or the self-hosted maker), and at swap
 * time a fresh quote at the visitor's slippage whose transaction the wallet signs and sends.
 */
export function solanaSwapHandlers(options: SolanaSwapOptions) {
  const networkOf = (chainId: string): SolanaSwapNetworkConfig => {
    const network = options.networks.find((candidate) => candidate.chainId === chainId)
    if (!network) throw new SwapRefusal('UNKNOWN_NETWORK', `Swaps are not offered on ${chainId}`, 404)
    return network
  }
  const tokenOf = (network: SolanaSwapNetworkConfig, mint: string) => {
    const token = network.tokens.find((candidate) => candidate.mint === mint)
    if (!token) throw new SwapRefusal('UNKNOWN_TOKEN', `The token ${mint} is not offered for swaps`, 404)
    return token
  }
  return {
    tokens(chainId: string) {
      return {
        tokens: networkOf(chainId).tokens.map((token) => ({
          address: token.mint,
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          logoUri: safeLogoUri(token.logoUri),
          eip2612: false,
          price: token.priceUsd ?? null,
        })),
      }
    },
    gasPrice(chainId: string) {
      const network = networkOf(chainId)
      return { gasPrice: String(network.lamportsPerSignature ?? DEFAULT_LAMPORTS_PER_SIGNATURE) }
    },
    allowance(chainId: string, mint: string) {
      tokenOf(networkOf(chainId), mint)
      // An SPL swap moves the visitor's tokens with their own signature: there is no allowance to give.
      return { allowance: (2n ** 256n - 1n).toString(), spender: null }
    },
    async quote(chainId: string, from: string, to: string, amountIn: bigint) {
      const network = networkOf(chainId)
      const input = tokenOf(network, from)
      const output = tokenOf(network, to)
      const quoted = await options.source.quote({
        network,
        inputMint: input.mint,
        outputMint: output.mint,
        amount: amountIn,
        slippageBps: QUOTE_SLIPPAGE_BPS,
      })
      return {
        signed: {
          chainId,
          from: input.mint,
          to: output.mint,
          amountIn: amountIn.toString(),
          amountOut: quoted.amountOut.toString(),
          path: [input.mint, output.mint],
        },
        priceImpactPercent: quoted.priceImpactPercent,
        providerFee: providerFee(amountIn, quoted.providerFeeBps),
        // Signatures the transaction carries (the fee the gas price is per): the visitor's, and the maker's.
        estimatedGas: String(quoted.signatures ?? 1),
      }
    },
    async swapTransaction(quote: SignedQuote, userAddress: string, slippagePercent: number) {
      const amountOutMin = minimumReceived(BigInt(quote.amountOut), slippagePercent)
      const network = networkOf(quote.chainId)
      const fresh = await options.source.quote({
        network,
        inputMint: quote.from,
        outputMint: quote.to,
        amount: BigInt(quote.amountIn),
        slippageBps: Math.round(slippagePercent * 100),
      })
      // Jupiter's transaction pays at least `otherAmountThreshold`: below what the visitor accepted for the quote
      // they saw, it is refused before anything is signed.
      if (fresh.minimumOut < amountOutMin)
        throw new SwapRefusal('PRICE_MOVED', 'The price moved. Get a new quote.', 409)
      const built = await options.source.swapTransaction({
        network,
        quoteResponse: fresh.quoteResponse,
        userPublicKey: userAddress,
      })
      return {
        transaction: {
          serialized: built.swapTransaction,
          encoding: 'base64',
          lastValidBlockHeight: built.lastValidBlockHeight,
        },
        amountOutMin: fresh.minimumOut.toString(),
      }
    },
  }
}
