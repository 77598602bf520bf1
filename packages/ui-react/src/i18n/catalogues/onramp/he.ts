import type { FeatureMessages } from '../../en'

/** Hebrew, he: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'לנסות שוב',
  'onramp.noProviders': 'אין ספק שמוכר קריפטו ברשת {network}',
  'onramp.amount': 'סכום ב-{fiat}',
  'onramp.amountInvalid': 'יש להזין סכום גדול מ-0, עם 2 ספרות אחרי הנקודה לכל היותר',
  'onramp.opened': 'יש לסיים בחלון של {name}. היתרה והפעילות יתעדכנו כשתחזרו.',
  'onramp.openLink': 'פתיחת {name}',
  'onramp.legalPrefix': 'בהמשך, אתם מסכימים ל',
} satisfies Partial<FeatureMessages<'onramp'>>
