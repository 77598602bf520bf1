import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Nhập mã 6 chữ số chúng tôi đã gửi tới {email}',
  'otp.label': 'Mã',
  'otp.submit': 'Xác nhận',
  'otp.checking': 'Đang kiểm tra mã…',
  'otp.resend': 'Gửi lại mã',
  'otp.resent': 'Mã mới đang được gửi',
  'otp.hint': 'Ví của bạn mở trong một cửa sổ an toàn của máy chủ ví; hãy giữ trang này mở.',
  'dataCapture.intro': 'Thêm email của bạn vào tài khoản này. Chúng tôi gửi một mã để xác nhận.',
  'dataCapture.send': 'Gửi mã',
  'dataCapture.skip': 'Để sau',
  'dataCapture.confirm': 'Xác nhận',
} satisfies Partial<FeatureMessages<'email'>>
