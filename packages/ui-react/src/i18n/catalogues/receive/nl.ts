import type { FeatureMessages } from '../../en'

/** Dutch, nl: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Ontvangen op {network}',
  'receive.hint': 'Stuur alleen {network}-assets naar dit adres.',
  'receive.qr': 'QR-code van je adres',
  'receive.copy': 'Adres kopiëren',
  'receive.close': 'Klaar',
} satisfies Partial<FeatureMessages<'receive'>>
