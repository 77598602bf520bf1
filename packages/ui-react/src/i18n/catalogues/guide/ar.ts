import type { FeatureMessages } from '../../en'

/** Arabic, ar: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'المحفظة تحفظ عملاتك المشفرة وتتيح لك الدخول إلى تطبيقات مثل هذا دون كلمة مرور.',
  'guide.keys': 'أنت وحدك تملك مفاتيحها: لا شيء يتحرك دون موافقتك.',
  'guide.start': 'اختر واحدة من الكتالوج وثبّتها، ثم عد للربط.',
  'guide.browse': 'تصفّح المحافظ',
  'guide.email': 'ليست لديك محفظة بعد؟ تابع ببريدك الإلكتروني وسننشئ لك واحدة.',
} satisfies Partial<FeatureMessages<'guide'>>
