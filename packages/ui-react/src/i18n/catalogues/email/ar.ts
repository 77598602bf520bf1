import type { FeatureMessages } from '../../en'

/** Arabic, ar: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}',
  'otp.label': 'الرمز',
  'otp.submit': 'تأكيد',
  'otp.checking': 'جارٍ التحقق من الرمز…',
  'otp.resend': 'إعادة إرسال الرمز',
  'otp.resent': 'رمز جديد في الطريق',
  'otp.hint': 'تُفتح محفظتك في نافذة آمنة لخادم المحفظة؛ أبقِ هذه الصفحة مفتوحة.',
  'dataCapture.intro': 'أضف بريدك الإلكتروني إلى هذا الحساب. سنرسل رمزًا لتأكيده.',
  'dataCapture.send': 'إرسال الرمز',
  'dataCapture.skip': 'ليس الآن',
  'dataCapture.confirm': 'تأكيد',
} satisfies Partial<FeatureMessages<'email'>>
