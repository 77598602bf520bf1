import type { FeatureMessages } from '../../en'

/** Dutch, nl: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Walletbeveiliging',
  'walletSecurity.addPasskey': 'Passkey toevoegen',
  'walletSecurity.passkeyAdded': 'Passkey toegevoegd',
  'walletSecurity.passkeyAddedKeepKit':
    'Passkey toegevoegd. Bewaar je herstelkit: met deze passkey open je de wallet niet op een nieuw apparaat.',
  'walletSecurity.export': 'Wallet exporteren',
  'walletSecurity.delete': 'Wallet verwijderen',
  'connect.passkey': 'Inloggen met een passkey',
  'error.PASSKEY_FAILED': 'De passkey kon niet worden gebruikt',
  'error.PASSKEY_FAILED.notUsed': 'Er is geen passkey gebruikt',
  'error.PASSKEY_FAILED.unknownPasskey': 'Deze passkey is niet geregistreerd voor deze wallet',
  'error.PASSKEY_FAILED.notVerified': 'De passkey kon niet worden geverifieerd',
  'error.PASSKEY_FAILED.alreadyAdded': 'Dit apparaat heeft al een passkey voor deze wallet',
  'farcaster.scan': 'Scan met je telefoon om in te loggen met Farcaster',
  'farcaster.scanHint': 'Gebruik je camera of de Farcaster-app en keur het inloggen goed.',
  'farcaster.qr': 'QR-code om in te loggen met Farcaster',
  'farcaster.open': 'Farcaster openen',
  'farcaster.loading': 'Inloggen met Farcaster wordt voorbereid',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'De Farcaster-handtekening kon niet worden geverifieerd',
  'error.FRESH_LOGIN_REQUIRED': 'Log voor je veiligheid opnieuw in om door te gaan.',
} satisfies Partial<FeatureMessages<'wallet'>>
