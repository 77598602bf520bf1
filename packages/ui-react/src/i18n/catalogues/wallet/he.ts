import type { FeatureMessages } from '../../en'

/** Hebrew, he: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'אבטחת הארנק',
  'walletSecurity.addPasskey': 'הוספת מפתח גישה',
  'walletSecurity.passkeyAdded': 'מפתח הגישה נוסף',
  'walletSecurity.passkeyAddedKeepKit':
    'מפתח הגישה נוסף. שמרו את ערכת השחזור: המפתח הזה לא יפתח את הארנק במכשיר חדש.',
  'walletSecurity.export': 'ייצוא הארנק',
  'walletSecurity.delete': 'מחיקת הארנק',
  'connect.passkey': 'כניסה עם מפתח גישה',
  'error.PASSKEY_FAILED': 'לא ניתן היה להשתמש במפתח הגישה',
  'error.PASSKEY_FAILED.notUsed': 'לא נעשה שימוש במפתח גישה',
  'error.PASSKEY_FAILED.unknownPasskey': 'מפתח הגישה הזה לא רשום לארנק הזה',
  'error.PASSKEY_FAILED.notVerified': 'לא ניתן היה לאמת את מפתח הגישה',
  'error.PASSKEY_FAILED.alreadyAdded': 'במכשיר הזה כבר יש מפתח גישה לארנק הזה',
} satisfies Partial<FeatureMessages<'wallet'>>
