/**
 * English of the e-mail code and e-mail capture views (EmailVerifyOtp, DataCapture): the keys every locale's
 * `email/<tag>.ts` translates. Their own chunk per locale (`<tag>.ts` beside this file), loaded with those views; this
 * English too (and it is part of `en`).
 */
export default {
  'otp.sent': 'Enter the 6-digit code we sent to {email}',
  'otp.label': 'Code',
  'otp.submit': 'Confirm',
  'otp.checking': 'Checking the code…',
  'otp.resend': 'Resend code',
  'otp.resent': 'A new code is on its way',
  'otp.hint': 'Your wallet opens in a secure window of the wallet server; keep this page open.',
  'dataCapture.intro': 'Add your e-mail to this account. We send a code to confirm it.',
  'dataCapture.send': 'Send code',
  'dataCapture.skip': 'Not now',
  'dataCapture.confirm': 'Confirm',
}
