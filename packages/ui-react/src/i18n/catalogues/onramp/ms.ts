import type { FeatureMessages } from '../../en'

/** Malay, ms: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Cuba lagi',
  'onramp.noProviders': 'Tiada pembekal yang menjual kripto di {network}',
  'onramp.amount': 'Jumlah dalam {fiat}',
  'onramp.amountInvalid': 'Masukkan jumlah melebihi 0, dengan paling banyak 2 tempat perpuluhan',
  'onramp.opened':
    'Selesaikan dalam tetingkap {name}. Baki dan aktiviti anda dikemas kini apabila anda kembali.',
  'onramp.openLink': 'Buka {name}',
  'onramp.legalPrefix': 'Dengan meneruskan, anda bersetuju dengan',
} satisfies Partial<FeatureMessages<'onramp'>>
