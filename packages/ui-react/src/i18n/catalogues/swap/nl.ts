import type { FeatureMessages } from '../../en'

/** Dutch, nl: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Van',
  'swap.to': 'Naar',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Max. slippage (%)',
  'swap.quoting': 'Offerte ophalen…',
  'swap.review': 'Ruil controleren',
  'swap.rate': 'Koers',
  'swap.priceImpact': 'Prijsimpact',
  'swap.networkFee': 'Netwerkkosten',
  'swap.providerFee': 'Providerkosten',
  'swap.minimumReceived': 'Minimaal ontvangen',
  'swap.approving': 'Keur {symbol} goed in je wallet',
  'swap.swapping': 'Bevestig de ruil in je wallet',
  'swap.success': 'Ruil verzonden',
} satisfies Partial<FeatureMessages<'swap'>>
