import type { FeatureMessages } from '../../en'

/** Hindi, hi: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '{network} पर पाएँ',
  'receive.hint': 'इस पते पर सिर्फ़ {network} एसेट भेजें।',
  'receive.qr': 'आपके पते का QR कोड',
  'receive.copy': 'पता कॉपी करें',
  'receive.close': 'हो गया',
} satisfies Partial<FeatureMessages<'receive'>>
