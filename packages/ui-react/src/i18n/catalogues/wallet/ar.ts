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
} satisfies Partial<FeatureMessages<'wallet'>>
