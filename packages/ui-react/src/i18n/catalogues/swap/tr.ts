import type { FeatureMessages } from '../../en'

/** Turkish, tr: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Gönderilen',
  'swap.to': 'Alınan',
  'swap.balance': 'Bakiye: {amount}',
  'swap.slippage': 'Maks. kayma (%)',
  'swap.quoting': 'Teklif alınıyor…',
  'swap.review': 'Takası incele',
  'swap.rate': 'Kur',
  'swap.priceImpact': 'Fiyat etkisi',
  'swap.networkFee': 'Ağ ücreti',
  'swap.providerFee': 'Sağlayıcı ücreti',
  'swap.minimumReceived': 'Alınacak en az',
  'swap.approving': '{symbol} için cüzdanında onay ver',
  'swap.swapping': 'Takası cüzdanında onayla',
  'swap.success': 'Takas gönderildi',
} satisfies Partial<FeatureMessages<'swap'>>
