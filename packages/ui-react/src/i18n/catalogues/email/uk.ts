import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Введіть 6-значний код, надісланий на {email}',
  'otp.label': 'Код',
  'otp.submit': 'Підтвердити',
  'otp.checking': 'Перевіряємо код…',
  'otp.resend': 'Надіслати код ще раз',
  'otp.resent': 'Новий код уже в дорозі',
  'otp.hint': 'Гаманець відкриється в захищеному вікні сервера гаманця; не закривайте цю сторінку.',
  'dataCapture.intro': 'Додайте e-mail до цього облікового запису. Ми надішлемо код для підтвердження.',
  'dataCapture.send': 'Надіслати код',
  'dataCapture.skip': 'Не зараз',
  'dataCapture.confirm': 'Підтвердити',
} satisfies Partial<FeatureMessages<'email'>>
