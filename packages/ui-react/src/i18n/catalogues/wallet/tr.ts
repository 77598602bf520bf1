import type { FeatureMessages } from '../../en'

/** Turkish, tr: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Cüzdan güvenliği',
  'walletSecurity.addPasskey': 'Geçiş anahtarı ekle',
  'walletSecurity.passkeyAdded': 'Geçiş anahtarı eklendi',
  'walletSecurity.passkeyAddedKeepKit':
    'Geçiş anahtarı eklendi. Kurtarma kitinizi saklayın: bu anahtar cüzdanı yeni bir cihazda açamaz.',
  'walletSecurity.export': 'Cüzdanı dışa aktar',
  'walletSecurity.delete': 'Cüzdanı sil',
  'connect.passkey': 'Geçiş anahtarıyla giriş yap',
  'error.PASSKEY_FAILED': 'Geçiş anahtarı kullanılamadı',
  'error.PASSKEY_FAILED.notUsed': 'Hiçbir geçiş anahtarı kullanılmadı',
  'error.PASSKEY_FAILED.unknownPasskey': 'Bu geçiş anahtarı bu cüzdan için kayıtlı değil',
  'error.PASSKEY_FAILED.notVerified': 'Geçiş anahtarı doğrulanamadı',
  'error.PASSKEY_FAILED.alreadyAdded': 'Bu cihazda bu cüzdan için zaten bir geçiş anahtarı var',
  'farcaster.scan': 'Farcaster ile giriş yapmak için telefonunla tara',
  'farcaster.scanHint': 'Kamerayı veya Farcaster uygulamasını kullan, ardından girişi onayla.',
  'farcaster.qr': 'Farcaster giriş QR kodu',
  'farcaster.open': 'Farcaster’ı aç',
  'farcaster.loading': 'Farcaster girişi hazırlanıyor',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Farcaster imzası doğrulanamadı',
  'error.FRESH_LOGIN_REQUIRED': 'Güvenliğin için devam etmeden önce yeniden giriş yap.',
} satisfies Partial<FeatureMessages<'wallet'>>
