import type { FeatureMessages } from '../../en'

/** Malay, ms: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Dompet menyimpan kripto anda dan membolehkan anda log masuk ke aplikasi seperti ini tanpa kata laluan.',
  'guide.keys': 'Hanya anda yang memegang kuncinya: tiada apa bergerak tanpa kelulusan anda.',
  'guide.start': 'Pilih satu daripada katalog, pasang, kemudian kembali untuk bersambung.',
  'guide.browse': 'Lihat dompet',
  'guide.email': 'Belum ada dompet? Teruskan dengan e-mel dan kami buatkan satu untuk anda.',
} satisfies Partial<FeatureMessages<'guide'>>
