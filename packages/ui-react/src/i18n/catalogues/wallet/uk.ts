import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Безпека гаманця',
  'walletSecurity.addPasskey': 'Додати ключ доступу',
  'walletSecurity.passkeyAdded': 'Ключ доступу додано',
  'walletSecurity.passkeyAddedKeepKit':
    'Ключ доступу додано. Збережіть набір для відновлення: цей ключ не відкриє гаманець на новому пристрої.',
  'walletSecurity.export': 'Експортувати гаманець',
  'walletSecurity.delete': 'Видалити гаманець',
  'connect.passkey': 'Увійти з ключем доступу',
  'error.PASSKEY_FAILED': 'Не вдалося використати ключ доступу',
  'error.PASSKEY_FAILED.notUsed': 'Ключ доступу не використано',
  'error.PASSKEY_FAILED.unknownPasskey': 'Цей ключ доступу не зареєстровано для цього гаманця',
  'error.PASSKEY_FAILED.notVerified': 'Не вдалося перевірити ключ доступу',
  'error.PASSKEY_FAILED.alreadyAdded': 'На цьому пристрої вже є ключ доступу для цього гаманця',
  'farcaster.scan': 'Скануйте телефоном, щоб увійти через Farcaster',
  'farcaster.scanHint': 'Скористайтеся камерою або застосунком Farcaster і підтвердьте вхід.',
  'farcaster.qr': 'QR-код для входу через Farcaster',
  'farcaster.open': 'Відкрити Farcaster',
  'farcaster.loading': 'Готуємо вхід через Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Не вдалося перевірити підпис Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'З міркувань безпеки увійдіть знову, щоб продовжити.',
} satisfies Partial<FeatureMessages<'wallet'>>
