import type { FeatureMessages } from '../../en'

/** Indonesian, id: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Masukkan kode 6 digit yang kami kirim ke {email}',
  'otp.label': 'Kode',
  'otp.submit': 'Konfirmasi',
  'otp.checking': 'Memeriksa kode…',
  'otp.resend': 'Kirim ulang kode',
  'otp.resent': 'Kode baru sedang dikirim',
  'otp.hint': 'Dompet Anda terbuka di jendela aman server dompet; biarkan halaman ini tetap terbuka.',
  'dataCapture.intro': 'Tambahkan email Anda ke akun ini. Kami mengirim kode untuk mengonfirmasinya.',
  'dataCapture.send': 'Kirim kode',
  'dataCapture.skip': 'Nanti saja',
  'dataCapture.confirm': 'Konfirmasi',
} satisfies Partial<FeatureMessages<'email'>>
