import type { FeatureMessages } from '../../en'

/** Russian, ru: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Получить в сети {network}',
  'receive.hint': 'Отправляйте на этот адрес только активы сети {network}.',
  'receive.qr': 'QR-код вашего адреса',
  'receive.copy': 'Копировать адрес',
  'receive.close': 'Готово',
} satisfies Partial<FeatureMessages<'receive'>>
