import type { FeatureMessages } from '../../en'

/** Dutch, nl: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Voer de 6-cijferige code in die we naar {email} hebben gestuurd',
  'otp.label': 'Code',
  'otp.submit': 'Bevestigen',
  'otp.checking': 'Code wordt gecontroleerd…',
  'otp.resend': 'Code opnieuw sturen',
  'otp.resent': 'Er is een nieuwe code onderweg',
  'otp.hint': 'Je wallet opent in een beveiligd venster van de walletserver; houd deze pagina open.',
  'dataCapture.intro': 'Voeg je e-mailadres toe aan dit account. We sturen een code om het te bevestigen.',
  'dataCapture.send': 'Code sturen',
  'dataCapture.skip': 'Niet nu',
  'dataCapture.confirm': 'Bevestigen',
} satisfies Partial<FeatureMessages<'email'>>
