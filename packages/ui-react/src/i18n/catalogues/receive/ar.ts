import type { FeatureMessages } from '../../en'

/** Arabic, ar: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'الاستلام على {network}',
  'receive.hint': 'أرسل أصول {network} فقط إلى هذا العنوان.',
  'receive.qr': 'رمز QR لعنوانك',
  'receive.copy': 'نسخ العنوان',
  'receive.close': 'تم',
} satisfies Partial<FeatureMessages<'receive'>>
