import type { FeatureMessages } from '../../en'

/** Persian, fa: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'دریافت در {network}',
  'receive.hint': 'فقط دارایی‌های {network} را به این نشانی بفرستید.',
  'receive.qr': 'کد QR نشانی شما',
  'receive.copy': 'کپی نشانی',
  'receive.close': 'تمام',
} satisfies Partial<FeatureMessages<'receive'>>
