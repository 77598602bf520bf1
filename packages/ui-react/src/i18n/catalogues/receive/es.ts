import type { FeatureMessages } from '../../en'

/** Spanish, es: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Recibir en {network}',
  'receive.hint': 'Envía solo activos de {network} a esta dirección.',
  'receive.qr': 'Código QR de tu dirección',
  'receive.copy': 'Copiar dirección',
  'receive.close': 'Listo',
} satisfies Partial<FeatureMessages<'receive'>>
