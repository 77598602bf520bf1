import type { FeatureMessages } from '../../en'

/** Polish, pl: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Bezpieczeństwo portfela',
  'walletSecurity.addPasskey': 'Dodaj klucz dostępu',
  'walletSecurity.passkeyAdded': 'Dodano klucz dostępu',
  'walletSecurity.passkeyAddedKeepKit':
    'Dodano klucz dostępu. Zachowaj zestaw odzyskiwania: ten klucz nie otworzy portfela na nowym urządzeniu.',
  'walletSecurity.export': 'Eksportuj portfel',
  'walletSecurity.delete': 'Usuń portfel',
  'connect.passkey': 'Zaloguj się kluczem dostępu',
  'error.PASSKEY_FAILED': 'Nie udało się użyć klucza dostępu',
  'error.PASSKEY_FAILED.notUsed': 'Nie użyto żadnego klucza dostępu',
  'error.PASSKEY_FAILED.unknownPasskey': 'Ten klucz dostępu nie jest zarejestrowany dla tego portfela',
  'error.PASSKEY_FAILED.notVerified': 'Nie udało się zweryfikować klucza dostępu',
  'error.PASSKEY_FAILED.alreadyAdded': 'To urządzenie ma już klucz dostępu do tego portfela',
  'farcaster.scan': 'Zeskanuj telefonem, aby zalogować się przez Farcaster',
  'farcaster.scanHint': 'Użyj aparatu lub aplikacji Farcaster i zatwierdź logowanie.',
  'farcaster.qr': 'Kod QR logowania przez Farcaster',
  'farcaster.open': 'Otwórz Farcaster',
  'farcaster.loading': 'Przygotowujemy logowanie przez Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Nie udało się zweryfikować podpisu Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'Dla bezpieczeństwa zaloguj się ponownie, aby kontynuować.',
} satisfies Partial<FeatureMessages<'wallet'>>
