import type { FeatureMessages } from '../../en'

/** Turkish, tr: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '{network} ağında al',
  'receive.hint': 'Bu adrese yalnızca {network} varlıkları gönder.',
  'receive.qr': 'Adresinin QR kodu',
  'receive.copy': 'Adresi kopyala',
  'receive.close': 'Tamam',
} satisfies Partial<FeatureMessages<'receive'>>
