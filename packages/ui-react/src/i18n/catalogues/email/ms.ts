import type { FeatureMessages } from '../../en'

/** Malay, ms: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Masukkan kod 6 digit yang kami hantar ke {email}',
  'otp.label': 'Kod',
  'otp.submit': 'Sahkan',
  'otp.checking': 'Menyemak kod…',
  'otp.resend': 'Hantar semula kod',
  'otp.resent': 'Kod baharu sedang dihantar',
  'otp.hint': 'Dompet anda dibuka dalam tetingkap selamat pelayan dompet; biarkan halaman ini terbuka.',
  'dataCapture.intro': 'Tambah e-mel anda pada akaun ini. Kami menghantar kod untuk mengesahkannya.',
  'dataCapture.send': 'Hantar kod',
  'dataCapture.skip': 'Bukan sekarang',
  'dataCapture.confirm': 'Sahkan',
} satisfies Partial<FeatureMessages<'email'>>
