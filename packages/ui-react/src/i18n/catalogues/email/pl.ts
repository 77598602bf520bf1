import type { FeatureMessages } from '../../en'

/** Polish, pl: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Wpisz 6-cyfrowy kod wysłany na adres {email}',
  'otp.label': 'Kod',
  'otp.submit': 'Potwierdź',
  'otp.checking': 'Sprawdzanie kodu…',
  'otp.resend': 'Wyślij kod ponownie',
  'otp.resent': 'Nowy kod jest w drodze',
  'otp.hint': 'Portfel otwiera się w bezpiecznym oknie serwera portfela; nie zamykaj tej strony.',
  'dataCapture.intro': 'Dodaj swój e-mail do tego konta. Wyślemy kod, aby go potwierdzić.',
  'dataCapture.send': 'Wyślij kod',
  'dataCapture.skip': 'Nie teraz',
  'dataCapture.confirm': 'Potwierdź',
} satisfies Partial<FeatureMessages<'email'>>
