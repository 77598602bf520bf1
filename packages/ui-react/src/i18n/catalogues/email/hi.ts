import type { FeatureMessages } from '../../en'

/** Hindi, hi: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '{email} पर भेजा गया 6 अंकों का कोड दर्ज करें',
  'otp.label': 'कोड',
  'otp.submit': 'पुष्टि करें',
  'otp.checking': 'कोड जाँचा जा रहा है…',
  'otp.resend': 'कोड फिर से भेजें',
  'otp.resent': 'नया कोड भेजा जा रहा है',
  'otp.hint': 'आपका वॉलेट वॉलेट सर्वर की एक सुरक्षित विंडो में खुलता है; यह पेज खुला रखें।',
  'dataCapture.intro': 'इस खाते में अपना ईमेल जोड़ें। पुष्टि के लिए हम एक कोड भेजते हैं।',
  'dataCapture.send': 'कोड भेजें',
  'dataCapture.skip': 'अभी नहीं',
  'dataCapture.confirm': 'पुष्टि करें',
} satisfies Partial<FeatureMessages<'email'>>
