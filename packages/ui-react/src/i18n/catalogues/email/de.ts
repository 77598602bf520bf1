import type { FeatureMessages } from '../../en'

/** German, de: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Gib den 6-stelligen Code ein, den wir an {email} gesendet haben',
  'otp.label': 'Code',
  'otp.submit': 'Bestätigen',
  'otp.checking': 'Code wird geprüft…',
  'otp.resend': 'Code erneut senden',
  'otp.resent': 'Ein neuer Code ist unterwegs',
  'otp.hint':
    'Dein Wallet öffnet sich in einem sicheren Fenster des Wallet-Servers; lass diese Seite geöffnet.',
  'dataCapture.intro': 'Füge diesem Konto deine E-Mail-Adresse hinzu. Wir senden einen Code zur Bestätigung.',
  'dataCapture.send': 'Code senden',
  'dataCapture.skip': 'Jetzt nicht',
  'dataCapture.confirm': 'Bestätigen',
} satisfies Partial<FeatureMessages<'email'>>
