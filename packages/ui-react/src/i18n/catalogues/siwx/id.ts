import type { FeatureMessages } from '../../en'

/** Indonesian, id: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.request': 'meminta kamu masuk dengan akun ini',
  'siwx.explanation':
    'Menandatangani pesan membuktikan bahwa wallet ini milikmu. Gratis dan tidak mengirim transaksi apa pun.',
  'siwx.sign': 'Tanda tangani',
  'siwx.signing': 'Mengautentikasi...',
  'siwx.cancel': 'Batal',
} satisfies Partial<FeatureMessages<'siwx'>>
