import type { FeatureMessages } from '../../en'

/** Italian, it: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Sicurezza del wallet',
  'walletSecurity.addPasskey': 'Aggiungi una passkey',
  'walletSecurity.passkeyAdded': 'Passkey aggiunta',
  'walletSecurity.passkeyAddedKeepKit':
    'Passkey aggiunta. Conserva il kit di recupero: questa passkey non può aprire il wallet su un nuovo dispositivo.',
  'walletSecurity.export': 'Esporta wallet',
  'walletSecurity.delete': 'Elimina wallet',
  'connect.passkey': 'Accedi con una passkey',
  'error.PASSKEY_FAILED': 'Impossibile usare la passkey',
  'error.PASSKEY_FAILED.notUsed': 'Nessuna passkey utilizzata',
  'error.PASSKEY_FAILED.unknownPasskey': 'Questa passkey non è registrata per questo wallet',
  'error.PASSKEY_FAILED.notVerified': 'Impossibile verificare la passkey',
  'error.PASSKEY_FAILED.alreadyAdded': 'Questo dispositivo ha già una passkey per questo wallet',
  'farcaster.scan': 'Scansiona con il telefono per accedere con Farcaster',
  'farcaster.scanHint': 'Usa la fotocamera o l’app Farcaster, poi approva l’accesso.',
  'farcaster.qr': 'Codice QR di accesso Farcaster',
  'farcaster.open': 'Apri Farcaster',
  'farcaster.loading': 'Preparazione dell’accesso con Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Impossibile verificare la firma di Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'Per la tua sicurezza, accedi di nuovo per continuare.',
} satisfies Partial<FeatureMessages<'wallet'>>
