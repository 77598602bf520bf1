import type { FeatureMessages } from '../../en'

/** German, de: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Auf {network} empfangen',
  'receive.hint': 'Sende nur {network}-Assets an diese Adresse.',
  'receive.qr': 'QR-Code deiner Adresse',
  'receive.copy': 'Adresse kopieren',
  'receive.close': 'Fertig',
} satisfies Partial<FeatureMessages<'receive'>>
