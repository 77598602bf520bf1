import type { FeatureMessages } from '../../en'

/** German, de: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Von',
  'swap.to': 'Nach',
  'swap.balance': 'Guthaben: {amount}',
  'swap.slippage': 'Max. Slippage (%)',
  'swap.quoting': 'Angebot wird geholt…',
  'swap.review': 'Tausch prüfen',
  'swap.rate': 'Kurs',
  'swap.priceImpact': 'Preiseinfluss',
  'swap.networkFee': 'Netzwerkgebühr',
  'swap.providerFee': 'Anbietergebühr',
  'swap.minimumReceived': 'Mindestens erhalten',
  'swap.approving': 'Gib {symbol} in deiner Wallet frei',
  'swap.swapping': 'Bestätige den Tausch in deiner Wallet',
  'swap.success': 'Tausch gesendet',
} satisfies Partial<FeatureMessages<'swap'>>
