import type { FeatureMessages } from '../../en'

/** Italian, it: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Inserisci il codice di 6 cifre che abbiamo inviato a {email}',
  'otp.label': 'Codice',
  'otp.submit': 'Conferma',
  'otp.checking': 'Verifica del codice…',
  'otp.resend': 'Invia di nuovo il codice',
  'otp.resent': 'Un nuovo codice è in arrivo',
  'otp.hint':
    'Il tuo wallet si apre in una finestra sicura del server del wallet; tieni aperta questa pagina.',
  'dataCapture.intro': 'Aggiungi la tua e-mail a questo account. Ti inviamo un codice per confermarla.',
  'dataCapture.send': 'Invia codice',
  'dataCapture.skip': 'Non ora',
  'dataCapture.confirm': 'Conferma',
} satisfies Partial<FeatureMessages<'email'>>
