import { formatUnits, type SwapQuote, type SwapToken } from '@latch/core'

/** The least the visitor receives at `slippagePercent` (0.01 % steps), in base units, rounded down. */
export function minimumReceived(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/** How many `to` one `from` buys at the quote, as a decimal string. */
export function quoteRate(quote: SwapQuote, from: SwapToken, to: SwapToken): string {
  if (quote.amountIn === 0n) return '0'
  // Scaled by 10^to.decimals so the division keeps the target token's precision.
  const scaled = (quote.amountOut * 10n ** BigInt(from.decimals)) / quote.amountIn
  return formatUnits(scaled, to.decimals)
}

/** True when the amount typed (a human decimal) is more than the token held. */
export function exceedsBalance(amount: string, token: SwapToken): boolean {
  return Number(amount) > Number(token.quantity)
}
