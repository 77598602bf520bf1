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
  'farcaster.scan': 'برای ورود با Farcaster با تلفن خود اسکن کنید',
  'farcaster.scanHint': 'از دوربین یا برنامهٔ Farcaster استفاده کنید و ورود را تأیید کنید.',
  'farcaster.qr': 'کد QR ورود با Farcaster',
  'farcaster.open': 'باز کردن Farcaster',
  'farcaster.loading': 'در حال آماده‌سازی ورود با Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'امضای Farcaster تأیید نشد',
  'error.FRESH_LOGIN_REQUIRED': 'برای امنیت شما، برای ادامه دوباره وارد شوید.',
} satisfies Partial<FeatureMessages<'wallet'>>
