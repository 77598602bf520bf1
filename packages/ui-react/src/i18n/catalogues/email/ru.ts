import type { FeatureMessages } from '../../en'

/** Russian, ru: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Введите 6-значный код, отправленный на {email}',
  'otp.label': 'Код',
  'otp.submit': 'Подтвердить',
  'otp.checking': 'Проверяем код…',
  'otp.resend': 'Отправить код ещё раз',
  'otp.resent': 'Новый код уже в пути',
  'otp.hint': 'Кошелёк откроется в защищённом окне сервера кошелька; не закрывайте эту страницу.',
  'dataCapture.intro': 'Добавьте e-mail к этому аккаунту. Мы отправим код для подтверждения.',
  'dataCapture.send': 'Отправить код',
  'dataCapture.skip': 'Не сейчас',
  'dataCapture.confirm': 'Подтвердить',
} satisfies Partial<FeatureMessages<'email'>>
