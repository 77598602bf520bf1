import type { FeatureMessages } from '../../en'

/** French, fr: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Saisissez le code à 6 chiffres envoyé à {email}',
  'otp.label': 'Code',
  'otp.submit': 'Confirmer',
  'otp.checking': 'Vérification du code…',
  'otp.resend': 'Renvoyer le code',
  'otp.resent': 'Un nouveau code est en route',
  'otp.hint':
    'Votre wallet s’ouvre dans une fenêtre sécurisée du serveur du wallet ; gardez cette page ouverte.',
  'dataCapture.intro': 'Ajoutez votre e-mail à ce compte. Nous envoyons un code pour le confirmer.',
  'dataCapture.send': 'Envoyer le code',
  'dataCapture.skip': 'Pas maintenant',
  'dataCapture.confirm': 'Confirmer',
} satisfies Partial<FeatureMessages<'email'>>
