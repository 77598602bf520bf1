/**
 * English of the swap views (Swap, SwapPreview): the keys every locale's `swap/<tag>.ts` translates. Their own chunk
 * per locale (`<tag>.ts` beside this file), loaded with those views; this English too (and it is part of `en`).
 */
export default {
  'swap.from': 'From',
  'swap.to': 'To',
  'swap.balance': 'Balance: {amount}',
  'swap.slippage': 'Max. slippage (%)',
  'swap.quoting': 'Getting a quote…',
  'swap.review': 'Review swap',
  'swap.rate': 'Rate',
  'swap.priceImpact': 'Price impact',
  'swap.networkFee': 'Network fee',
  'swap.providerFee': 'Provider fee',
  'swap.minimumReceived': 'Minimum received',
  'swap.approving': 'Approve {symbol} in your wallet',
  'swap.swapping': 'Confirm the swap in your wallet',
  'swap.success': 'Swap sent',
}
