import type { FeatureMessages } from '../../en'

/** Arabic, ar: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'إعادة المحاولة',
  'onramp.noProviders': 'لا يبيع أي مزوّد عملات مشفرة على {network}',
  'onramp.amount': 'المبلغ بعملة {fiat}',
  'onramp.amountInvalid': 'أدخل مبلغًا أكبر من 0 بمنزلتين عشريتين على الأكثر',
  'onramp.opened': 'أكمل العملية في نافذة {name}. يتم تحديث رصيدك ونشاطك عند عودتك.',
  'onramp.openLink': 'فتح {name}',
  'onramp.legalPrefix': 'بالمتابعة، فإنك توافق على',
} satisfies Partial<FeatureMessages<'onramp'>>
