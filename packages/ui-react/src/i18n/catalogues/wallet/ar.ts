import type { FeatureMessages } from '../../en'

/** Arabic, ar: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'أمان المحفظة',
  'walletSecurity.addPasskey': 'إضافة مفتاح مرور',
  'walletSecurity.passkeyAdded': 'تمت إضافة مفتاح المرور',
  'walletSecurity.passkeyAddedKeepKit':
    'تمت إضافة مفتاح المرور. احتفظ بحزمة الاسترداد: لا يفتح هذا المفتاح المحفظة على جهاز جديد.',
  'walletSecurity.export': 'تصدير المحفظة',
  'walletSecurity.delete': 'حذف المحفظة',
  'connect.passkey': 'تسجيل الدخول بمفتاح مرور',
  'error.PASSKEY_FAILED': 'تعذّر استخدام مفتاح المرور',
  'error.PASSKEY_FAILED.notUsed': 'لم يُستخدم أي مفتاح مرور',
  'error.PASSKEY_FAILED.unknownPasskey': 'مفتاح المرور هذا غير مسجّل لهذه المحفظة',
  'error.PASSKEY_FAILED.notVerified': 'تعذّر التحقق من مفتاح المرور',
  'error.PASSKEY_FAILED.alreadyAdded': 'لهذا الجهاز مفتاح مرور لهذه المحفظة بالفعل',
  'farcaster.scan': 'امسح الرمز بهاتفك لتسجيل الدخول عبر Farcaster',
  'farcaster.scanHint': 'استخدم الكاميرا أو تطبيق Farcaster، ثم وافق على تسجيل الدخول.',
  'farcaster.qr': 'رمز QR لتسجيل الدخول عبر Farcaster',
  'farcaster.open': 'فتح Farcaster',
  'farcaster.loading': 'جارٍ تجهيز تسجيل الدخول عبر Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'تعذّر التحقق من توقيع Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'حفاظًا على أمانك، سجّل الدخول مرة أخرى للمتابعة.',
} satisfies Partial<FeatureMessages<'wallet'>>
