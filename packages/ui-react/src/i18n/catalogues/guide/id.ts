import type { FeatureMessages } from '../../en'

/** Indonesian, id: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Wallet menyimpan kripto Anda dan memungkinkan Anda masuk ke aplikasi seperti ini, tanpa kata sandi.',
  'guide.keys': 'Hanya Anda yang memegang kuncinya: tidak ada yang berpindah tanpa persetujuan Anda.',
  'guide.start': 'Pilih satu dari katalog, pasang, lalu kembali untuk menghubungkan.',
  'guide.browse': 'Lihat wallet',
  'guide.email': 'Belum punya wallet? Lanjutkan dengan e-mail dan kami buatkan satu untuk Anda.',
} satisfies Partial<FeatureMessages<'guide'>>
