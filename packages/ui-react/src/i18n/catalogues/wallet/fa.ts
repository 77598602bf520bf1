import type { FeatureMessages } from '../../en'

/** Persian, fa: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'امنیت کیف پول',
  'walletSecurity.addPasskey': 'افزودن کلید عبور',
  'walletSecurity.passkeyAdded': 'کلید عبور افزوده شد',
  'walletSecurity.passkeyAddedKeepKit':
    'کلید عبور افزوده شد. کیت بازیابی را نگه دارید: این کلید کیف پول را در دستگاه جدید باز نمی‌کند.',
  'walletSecurity.export': 'صادر کردن کیف پول',
  'walletSecurity.delete': 'حذف کیف پول',
  'connect.passkey': 'ورود با کلید عبور',
  'error.PASSKEY_FAILED': 'استفاده از کلید عبور ممکن نشد',
  'error.PASSKEY_FAILED.notUsed': 'هیچ کلید عبوری استفاده نشد',
  'error.PASSKEY_FAILED.unknownPasskey': 'این کلید عبور برای این کیف پول ثبت نشده است',
  'error.PASSKEY_FAILED.notVerified': 'کلید عبور تأیید نشد',
  'error.PASSKEY_FAILED.alreadyAdded': 'این دستگاه از قبل یک کلید عبور برای این کیف پول دارد',
} satisfies Partial<FeatureMessages<'wallet'>>
