import type { FeatureMessages } from '../../en'

/** Polish, pl: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Odbierz w sieci {network}',
  'receive.hint': 'Wysyłaj na ten adres tylko aktywa z sieci {network}.',
  'receive.qr': 'Kod QR Twojego adresu',
  'receive.copy': 'Kopiuj adres',
  'receive.close': 'Gotowe',
} satisfies Partial<FeatureMessages<'receive'>>
