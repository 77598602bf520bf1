import type { FeatureMessages } from '../../en'

/** Turkish, tr: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Tekrar dene',
  'onramp.noProviders': '{network} ağında kripto satan sağlayıcı yok',
  'onramp.amount': '{fiat} cinsinden tutar',
  'onramp.amountInvalid': '0’dan büyük, en fazla 2 ondalık basamaklı bir tutar girin',
  'onramp.opened': '{name} penceresinde tamamlayın. Döndüğünüzde bakiyeniz ve etkinliğiniz güncellenir.',
  'onramp.openLink': '{name} aç',
  'onramp.legalPrefix': 'Devam ederek şunları kabul etmiş olursunuz:',
} satisfies Partial<FeatureMessages<'onramp'>>
