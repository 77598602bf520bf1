import type { FeatureMessages } from '../../en'

/** Russian, ru: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Безопасность кошелька',
  'walletSecurity.addPasskey': 'Добавить ключ доступа',
  'walletSecurity.passkeyAdded': 'Ключ доступа добавлен',
  'walletSecurity.passkeyAddedKeepKit':
    'Ключ доступа добавлен. Сохраните набор для восстановления: этот ключ не откроет кошелёк на новом устройстве.',
  'walletSecurity.export': 'Экспортировать кошелёк',
  'walletSecurity.delete': 'Удалить кошелёк',
  'connect.passkey': 'Войти с ключом доступа',
  'error.PASSKEY_FAILED': 'Не удалось использовать ключ доступа',
  'error.PASSKEY_FAILED.notUsed': 'Ключ доступа не использован',
  'error.PASSKEY_FAILED.unknownPasskey': 'Этот ключ доступа не зарегистрирован для этого кошелька',
  'error.PASSKEY_FAILED.notVerified': 'Не удалось проверить ключ доступа',
  'error.PASSKEY_FAILED.alreadyAdded': 'На этом устройстве уже есть ключ доступа для этого кошелька',
  'farcaster.scan': 'Отсканируйте телефоном, чтобы войти через Farcaster',
  'farcaster.scanHint': 'Используйте камеру или приложение Farcaster и подтвердите вход.',
  'farcaster.qr': 'QR-код для входа через Farcaster',
  'farcaster.open': 'Открыть Farcaster',
  'farcaster.loading': 'Готовим вход через Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Не удалось проверить подпись Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'В целях безопасности войдите снова, чтобы продолжить.',
} satisfies Partial<FeatureMessages<'wallet'>>
