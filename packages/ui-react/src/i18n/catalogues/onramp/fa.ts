import type { FeatureMessages } from '../../en'

/** Persian, fa: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'تلاش دوباره',
  'onramp.noProviders': 'هیچ ارائه‌دهنده‌ای در {network} رمزارز نمی‌فروشد',
  'onramp.amount': 'مبلغ به {fiat}',
  'onramp.amountInvalid': 'مبلغی بیشتر از ۰ با حداکثر ۲ رقم اعشار وارد کنید',
  'onramp.opened': 'خرید را در پنجرهٔ {name} تمام کنید. موجودی و فعالیت شما پس از بازگشت به‌روز می‌شود.',
  'onramp.openLink': 'باز کردن {name}',
  'onramp.legalPrefix': 'با ادامه دادن، با این موارد موافقت می‌کنید:',
} satisfies Partial<FeatureMessages<'onramp'>>
