import type { FeatureMessages } from '../../en'

/** German, de: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Wallet-Sicherheit',
  'walletSecurity.addPasskey': 'Passkey hinzufügen',
  'walletSecurity.passkeyAdded': 'Passkey hinzugefügt',
  'walletSecurity.passkeyAddedKeepKit':
    'Passkey hinzugefügt. Bewahre dein Wiederherstellungs-Kit auf: Mit diesem Passkey lässt sich die Wallet auf einem neuen Gerät nicht öffnen.',
  'walletSecurity.export': 'Wallet exportieren',
  'walletSecurity.delete': 'Wallet löschen',
  'connect.passkey': 'Mit Passkey anmelden',
  'error.PASSKEY_FAILED': 'Der Passkey konnte nicht verwendet werden',
  'error.PASSKEY_FAILED.notUsed': 'Es wurde kein Passkey verwendet',
  'error.PASSKEY_FAILED.unknownPasskey': 'Dieser Passkey ist für diese Wallet nicht registriert',
  'error.PASSKEY_FAILED.notVerified': 'Der Passkey konnte nicht bestätigt werden',
  'error.PASSKEY_FAILED.alreadyAdded': 'Dieses Gerät hat bereits einen Passkey für diese Wallet',
  'farcaster.scan': 'Scanne mit deinem Handy, um dich mit Farcaster anzumelden',
  'farcaster.scanHint': 'Nutze die Kamera oder die Farcaster-App und bestätige die Anmeldung.',
  'farcaster.qr': 'QR-Code für die Farcaster-Anmeldung',
  'farcaster.open': 'Farcaster öffnen',
  'farcaster.loading': 'Farcaster-Anmeldung wird vorbereitet',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Die Farcaster-Signatur konnte nicht bestätigt werden',
  'error.FRESH_LOGIN_REQUIRED': 'Melde dich zu deiner Sicherheit erneut an, um fortzufahren.',
} satisfies Partial<FeatureMessages<'wallet'>>
