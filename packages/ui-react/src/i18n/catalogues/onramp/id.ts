import type { FeatureMessages } from '../../en'

/** Indonesian, id: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Coba lagi',
  'onramp.noProviders': 'Tidak ada penyedia yang menjual kripto di {network}',
  'onramp.amount': 'Jumlah dalam {fiat}',
  'onramp.amountInvalid': 'Masukkan jumlah di atas 0, maksimal 2 angka desimal',
  'onramp.opened': 'Selesaikan di jendela {name}. Saldo dan aktivitas Anda diperbarui saat Anda kembali.',
  'onramp.openLink': 'Buka {name}',
  'onramp.legalPrefix': 'Dengan melanjutkan, Anda menyetujui',
} satisfies Partial<FeatureMessages<'onramp'>>
