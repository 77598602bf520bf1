import type { FeatureMessages } from '../../en'

/** Persian, fa: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'کد ۶ رقمی ارسال‌شده به {email} را وارد کنید',
  'otp.label': 'کد',
  'otp.submit': 'تأیید',
  'otp.checking': 'در حال بررسی کد…',
  'otp.resend': 'ارسال دوباره کد',
  'otp.resent': 'کد جدید در راه است',
  'otp.hint': 'کیف پول شما در پنجره‌ای امن از سرور کیف پول باز می‌شود؛ این صفحه را باز نگه دارید.',
  'dataCapture.intro': 'ایمیل خود را به این حساب اضافه کنید. برای تأیید، کدی ارسال می‌کنیم.',
  'dataCapture.send': 'ارسال کد',
  'dataCapture.skip': 'الان نه',
  'dataCapture.confirm': 'تأیید',
} satisfies Partial<FeatureMessages<'email'>>
