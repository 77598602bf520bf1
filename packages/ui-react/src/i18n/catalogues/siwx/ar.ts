import type { FeatureMessages } from '../../en'

/** Arabic, ar: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'هذا التطبيق',
  'siwx.request': 'يطلب منك تسجيل الدخول بهذا الحساب',
  'siwx.explanation': 'توقيع الرسالة يثبت أنك تملك هذه المحفظة. لا يكلّف شيئًا ولا يرسل أي معاملة.',
  'siwx.sign': 'توقيع',
  'siwx.signing': 'جارٍ التحقق...',
  'siwx.cancel': 'إلغاء',
} satisfies Partial<FeatureMessages<'siwx'>>
