import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '请输入我们发送到 {email} 的 6 位验证码',
  'otp.label': '验证码',
  'otp.submit': '确认',
  'otp.checking': '正在核对验证码…',
  'otp.resend': '重新发送验证码',
  'otp.resent': '新的验证码已发出',
  'otp.hint': '你的钱包会在钱包服务器的安全窗口中打开，请保持此页面打开。',
  'dataCapture.intro': '为此账户添加邮箱。我们会发送验证码进行确认。',
  'dataCapture.send': '发送验证码',
  'dataCapture.skip': '以后再说',
  'dataCapture.confirm': '确认',
} satisfies Partial<FeatureMessages<'email'>>
