import type { FeatureMessages } from '../../en'

/** Malay, ms: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Keselamatan dompet',
  'walletSecurity.addPasskey': 'Tambah kunci laluan',
  'walletSecurity.passkeyAdded': 'Kunci laluan ditambah',
  'walletSecurity.passkeyAddedKeepKit':
    'Kunci laluan ditambah. Simpan kit pemulihan anda: kunci laluan ini tidak dapat membuka dompet pada peranti baharu.',
  'walletSecurity.export': 'Eksport dompet',
  'walletSecurity.delete': 'Padam dompet',
  'connect.passkey': 'Log masuk dengan kunci laluan',
  'error.PASSKEY_FAILED': 'Kunci laluan tidak dapat digunakan',
  'error.PASSKEY_FAILED.notUsed': 'Tiada kunci laluan digunakan',
  'error.PASSKEY_FAILED.unknownPasskey': 'Kunci laluan ini tidak didaftarkan untuk dompet ini',
  'error.PASSKEY_FAILED.notVerified': 'Kunci laluan tidak dapat disahkan',
  'error.PASSKEY_FAILED.alreadyAdded': 'Peranti ini sudah mempunyai kunci laluan untuk dompet ini',
  'farcaster.scan': 'Imbas dengan telefon anda untuk log masuk dengan Farcaster',
  'farcaster.scanHint': 'Gunakan kamera atau aplikasi Farcaster, kemudian luluskan log masuk.',
  'farcaster.qr': 'Kod QR log masuk Farcaster',
  'farcaster.open': 'Buka Farcaster',
  'farcaster.loading': 'Menyediakan log masuk Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Tandatangan Farcaster tidak dapat disahkan',
  'error.FRESH_LOGIN_REQUIRED': 'Demi keselamatan anda, log masuk semula untuk meneruskan.',
} satisfies Partial<FeatureMessages<'wallet'>>
