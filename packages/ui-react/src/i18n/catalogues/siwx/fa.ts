import type { FeatureMessages } from '../../en'

/** Persian, fa: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'این برنامه',
  'siwx.request': 'از شما می‌خواهد با این حساب وارد شوید',
  'siwx.explanation':
    'امضای یک پیام ثابت می‌کند که این کیف پول متعلق به شماست. هزینه‌ای ندارد و هیچ تراکنشی ارسال نمی‌کند.',
  'siwx.sign': 'امضا',
  'siwx.signing': 'در حال احراز هویت...',
  'siwx.cancel': 'لغو',
} satisfies Partial<FeatureMessages<'siwx'>>
