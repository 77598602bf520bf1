import type { FeatureMessages } from '../../en'

/** Malay, ms: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.request': 'mahu anda log masuk dengan akaun ini',
  'siwx.explanation':
    'Menandatangani mesej membuktikan dompet ini milik anda. Ia percuma dan tidak menghantar sebarang transaksi.',
  'siwx.sign': 'Tandatangan',
  'siwx.signing': 'Mengesahkan...',
  'siwx.cancel': 'Batal',
} satisfies Partial<FeatureMessages<'siwx'>>
