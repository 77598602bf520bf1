import type { FeatureMessages } from '../../en'

/** Indonesian, id: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Keamanan wallet',
  'walletSecurity.addPasskey': 'Tambahkan kunci sandi',
  'walletSecurity.passkeyAdded': 'Kunci sandi ditambahkan',
  'walletSecurity.passkeyAddedKeepKit':
    'Kunci sandi ditambahkan. Simpan kit pemulihan Anda: kunci sandi ini tidak bisa membuka wallet di perangkat baru.',
  'walletSecurity.export': 'Ekspor wallet',
  'walletSecurity.delete': 'Hapus wallet',
  'connect.passkey': 'Masuk dengan kunci sandi',
  'error.PASSKEY_FAILED': 'Kunci sandi tidak dapat digunakan',
  'error.PASSKEY_FAILED.notUsed': 'Tidak ada kunci sandi yang digunakan',
  'error.PASSKEY_FAILED.unknownPasskey': 'Kunci sandi ini tidak terdaftar untuk wallet ini',
  'error.PASSKEY_FAILED.notVerified': 'Kunci sandi tidak dapat diverifikasi',
  'error.PASSKEY_FAILED.alreadyAdded': 'Perangkat ini sudah punya kunci sandi untuk wallet ini',
  'farcaster.scan': 'Pindai dengan ponsel untuk masuk dengan Farcaster',
  'farcaster.scanHint': 'Gunakan kamera atau aplikasi Farcaster, lalu setujui proses masuk.',
  'farcaster.qr': 'Kode QR masuk Farcaster',
  'farcaster.open': 'Buka Farcaster',
  'farcaster.loading': 'Menyiapkan proses masuk Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Tanda tangan Farcaster tidak dapat diverifikasi',
  'error.FRESH_LOGIN_REQUIRED': 'Demi keamanan Anda, masuk lagi untuk melanjutkan.',
} satisfies Partial<FeatureMessages<'wallet'>>
