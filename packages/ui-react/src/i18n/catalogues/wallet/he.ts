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
  'farcaster.scan': 'סרקו בטלפון כדי להתחבר עם Farcaster',
  'farcaster.scanHint': 'השתמשו במצלמה או באפליקציית Farcaster ואשרו את ההתחברות.',
  'farcaster.qr': 'קוד QR להתחברות עם Farcaster',
  'farcaster.open': 'פתיחת Farcaster',
  'farcaster.loading': 'מכינים את ההתחברות עם Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'לא ניתן היה לאמת את החתימה של Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'למען ביטחונכם, התחברו שוב כדי להמשיך.',
} satisfies Partial<FeatureMessages<'wallet'>>
