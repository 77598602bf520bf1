import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Receber na {network}',
  'receive.hint': 'Envie apenas ativos da {network} para este endereço.',
  'receive.qr': 'QR code do seu endereço',
  'receive.copy': 'Copiar endereço',
  'receive.close': 'Concluído',
} satisfies Partial<FeatureMessages<'receive'>>
