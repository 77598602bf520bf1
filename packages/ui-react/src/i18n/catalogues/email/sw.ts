import type { FeatureMessages } from '../../en'

/** Swahili, sw: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Weka msimbo wa tarakimu 6 tuliotuma kwa {email}',
  'otp.label': 'Msimbo',
  'otp.submit': 'Thibitisha',
  'otp.checking': 'Inakagua msimbo…',
  'otp.resend': 'Tuma msimbo tena',
  'otp.resent': 'Msimbo mpya uko njiani',
  'otp.hint': 'Pochi yako inafunguka katika dirisha salama la seva ya pochi; acha ukurasa huu wazi.',
  'dataCapture.intro': 'Ongeza barua pepe yako kwenye akaunti hii. Tunatuma msimbo ili kuithibitisha.',
  'dataCapture.send': 'Tuma msimbo',
  'dataCapture.skip': 'Si sasa',
  'dataCapture.confirm': 'Thibitisha',
} satisfies Partial<FeatureMessages<'email'>>
