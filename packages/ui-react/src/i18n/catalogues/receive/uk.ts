import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Отримати в мережі {network}',
  'receive.hint': 'Надсилайте на цю адресу лише активи мережі {network}.',
  'receive.qr': 'QR-код вашої адреси',
  'receive.copy': 'Копіювати адресу',
  'receive.close': 'Готово',
} satisfies Partial<FeatureMessages<'receive'>>
