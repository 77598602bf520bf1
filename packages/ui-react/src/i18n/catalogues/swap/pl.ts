import type { FeatureMessages } from '../../en'

/** Polish, pl: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Z',
  'swap.to': 'Na',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Maks. poślizg (%)',
  'swap.quoting': 'Pobieranie wyceny…',
  'swap.review': 'Sprawdź wymianę',
  'swap.rate': 'Kurs',
  'swap.priceImpact': 'Wpływ na cenę',
  'swap.networkFee': 'Opłata sieciowa',
  'swap.providerFee': 'Opłata dostawcy',
  'swap.minimumReceived': 'Minimum do otrzymania',
  'swap.approving': 'Zatwierdź {symbol} w portfelu',
  'swap.swapping': 'Potwierdź wymianę w portfelu',
  'swap.success': 'Wymiana wysłana',
} satisfies Partial<FeatureMessages<'swap'>>
