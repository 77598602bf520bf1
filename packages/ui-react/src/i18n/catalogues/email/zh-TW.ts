import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '請輸入我們傳送到 {email} 的 6 位數驗證碼',
  'otp.label': '驗證碼',
  'otp.submit': '確認',
  'otp.checking': '正在檢查驗證碼…',
  'otp.resend': '重新傳送驗證碼',
  'otp.resent': '新的驗證碼已寄出',
  'otp.hint': '你的錢包會在錢包伺服器的安全視窗中開啟，請保持此頁面開啟。',
  'dataCapture.intro': '為此帳戶新增電子郵件。我們會傳送驗證碼來確認。',
  'dataCapture.send': '傳送驗證碼',
  'dataCapture.skip': '稍後再說',
  'dataCapture.confirm': '確認',
} satisfies Partial<FeatureMessages<'email'>>
