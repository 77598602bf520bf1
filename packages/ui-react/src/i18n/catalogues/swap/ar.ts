import type { FeatureMessages } from '../../en'

/** Arabic, ar: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'من',
  'swap.to': 'إلى',
  'swap.balance': 'الرصيد: {amount}',
  'swap.slippage': 'الحد الأقصى للانزلاق (%)',
  'swap.quoting': 'جارٍ الحصول على عرض سعر…',
  'swap.review': 'مراجعة المبادلة',
  'swap.rate': 'السعر',
  'swap.priceImpact': 'التأثير على السعر',
  'swap.networkFee': 'رسوم الشبكة',
  'swap.providerFee': 'رسوم المزوّد',
  'swap.minimumReceived': 'الحد الأدنى المستلم',
  'swap.approving': 'وافق على {symbol} في محفظتك',
  'swap.swapping': 'أكّد المبادلة في محفظتك',
  'swap.success': 'أُرسلت المبادلة',
} satisfies Partial<FeatureMessages<'swap'>>
