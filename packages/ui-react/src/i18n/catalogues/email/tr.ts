import type { FeatureMessages } from '../../en'

/** Turkish, tr: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '{email} adresine gönderdiğimiz 6 haneli kodu girin',
  'otp.label': 'Kod',
  'otp.submit': 'Onayla',
  'otp.checking': 'Kod kontrol ediliyor…',
  'otp.resend': 'Kodu yeniden gönder',
  'otp.resent': 'Yeni bir kod yolda',
  'otp.hint': 'Cüzdanınız cüzdan sunucusunun güvenli bir penceresinde açılır; bu sayfayı açık tutun.',
  'dataCapture.intro': 'Bu hesaba e-postanızı ekleyin. Onaylamak için bir kod göndeririz.',
  'dataCapture.send': 'Kod gönder',
  'dataCapture.skip': 'Şimdi değil',
  'dataCapture.confirm': 'Onayla',
} satisfies Partial<FeatureMessages<'email'>>
