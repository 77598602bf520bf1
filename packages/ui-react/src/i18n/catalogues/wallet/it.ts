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
} satisfies Partial<FeatureMessages<'wallet'>>
