import type { FeatureMessages } from '../../en'

/** Hebrew, he: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'האפליקציה הזו',
  'siwx.request': 'מבקשת שתיכנסו עם החשבון הזה',
  'siwx.explanation': 'חתימה על הודעה מוכיחה שהארנק שייך לך. היא לא עולה כלום ולא שולחת אף עסקה.',
  'siwx.sign': 'חתימה',
  'siwx.signing': 'מאמת...',
  'siwx.cancel': 'ביטול',
} satisfies Partial<FeatureMessages<'siwx'>>
