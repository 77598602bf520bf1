import type { FeatureMessages } from '../../en'

/** Hebrew, he: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'קבלה ב-{network}',
  'receive.hint': 'יש לשלוח לכתובת הזו רק נכסים של {network}.',
  'receive.qr': 'קוד QR של הכתובת שלך',
  'receive.copy': 'העתקת הכתובת',
  'receive.close': 'סיום',
} satisfies Partial<FeatureMessages<'receive'>>
