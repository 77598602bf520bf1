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
} satisfies Partial<FeatureMessages<'wallet'>>
