import type { FeatureMessages } from '../../en'

/** French, fr: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Sécurité du wallet',
  'walletSecurity.addPasskey': 'Ajouter une clé d’accès',
  'walletSecurity.passkeyAdded': 'Clé d’accès ajoutée',
  'walletSecurity.passkeyAddedKeepKit':
    'Clé d’accès ajoutée. Gardez votre kit de récupération : cette clé ne peut pas ouvrir le wallet sur un autre appareil.',
  'walletSecurity.export': 'Exporter le wallet',
  'walletSecurity.delete': 'Supprimer le wallet',
  'connect.passkey': 'Se connecter avec une clé d’accès',
  'error.PASSKEY_FAILED': 'La clé d’accès n’a pas pu être utilisée',
  'error.PASSKEY_FAILED.notUsed': 'Aucune clé d’accès n’a été utilisée',
  'error.PASSKEY_FAILED.unknownPasskey': 'Cette clé d’accès n’est pas enregistrée pour ce wallet',
  'error.PASSKEY_FAILED.notVerified': 'La clé d’accès n’a pas pu être vérifiée',
  'error.PASSKEY_FAILED.alreadyAdded': 'Cet appareil a déjà une clé d’accès pour ce wallet',
  'farcaster.scan': 'Scannez avec votre téléphone pour vous connecter avec Farcaster',
  'farcaster.scanHint': 'Utilisez l’appareil photo ou l’app Farcaster, puis approuvez la connexion.',
  'farcaster.qr': 'QR code de connexion Farcaster',
  'farcaster.open': 'Ouvrir Farcaster',
  'farcaster.loading': 'Préparation de la connexion Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'La signature Farcaster n’a pas pu être vérifiée',
  'error.FRESH_LOGIN_REQUIRED': 'Pour votre sécurité, reconnectez-vous pour continuer.',
} satisfies Partial<FeatureMessages<'wallet'>>
