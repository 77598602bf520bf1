import type { FeatureMessages } from '../../en'

/** Hebrew, he: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'ארנק שומר את הקריפטו שלך ומאפשר להתחבר לאפליקציות כמו זו, בלי סיסמה.',
  'guide.keys': 'רק לך יש את המפתחות: שום דבר לא זז בלי האישור שלך.',
  'guide.start': 'בחרו ארנק מהקטלוג, התקינו אותו וחזרו כדי להתחבר.',
  'guide.browse': 'עיון בארנקים',
  'guide.email': 'עדיין אין לך ארנק? המשיכו עם האימייל וניצור לך אחד.',
} satisfies Partial<FeatureMessages<'guide'>>
