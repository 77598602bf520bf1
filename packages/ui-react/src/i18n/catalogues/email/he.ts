import type { FeatureMessages } from '../../en'

/** Hebrew, he: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'הזינו את הקוד בן 6 הספרות ששלחנו אל {email}',
  'otp.label': 'קוד',
  'otp.submit': 'אישור',
  'otp.checking': 'בודקים את הקוד…',
  'otp.resend': 'שליחת הקוד מחדש',
  'otp.resent': 'קוד חדש בדרך',
  'otp.hint': 'הארנק נפתח בחלון מאובטח של שרת הארנק; השאירו את הדף הזה פתוח.',
  'dataCapture.intro': 'הוסיפו את האימייל שלכם לחשבון הזה. נשלח קוד לאימות.',
  'dataCapture.send': 'שליחת קוד',
  'dataCapture.skip': 'לא עכשיו',
  'dataCapture.confirm': 'אישור',
} satisfies Partial<FeatureMessages<'email'>>
