import type { FeatureMessages } from '../../en'

/** Japanese, ja: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '{email} に送信した6桁のコードを入力してください',
  'otp.label': 'コード',
  'otp.submit': '確認',
  'otp.checking': 'コードを確認中…',
  'otp.resend': 'コードを再送信',
  'otp.resent': '新しいコードを送信しました',
  'otp.hint':
    'ウォレットはウォレットサーバーの安全なウィンドウで開きます。このページは開いたままにしてください。',
  'dataCapture.intro': 'このアカウントにメールアドレスを追加してください。確認用のコードをお送りします。',
  'dataCapture.send': 'コードを送信',
  'dataCapture.skip': '後で',
  'dataCapture.confirm': '確認',
} satisfies Partial<FeatureMessages<'email'>>
