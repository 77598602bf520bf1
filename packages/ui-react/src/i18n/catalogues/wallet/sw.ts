import type { FeatureMessages } from '../../en'

/** Swahili, sw: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Usalama wa pochi',
  'walletSecurity.addPasskey': 'Ongeza passkey',
  'walletSecurity.passkeyAdded': 'Passkey imeongezwa',
  'walletSecurity.passkeyAddedKeepKit':
    'Passkey imeongezwa. Hifadhi kifurushi chako cha urejeshaji: passkey hii haiwezi kufungua pochi kwenye kifaa kipya.',
  'walletSecurity.export': 'Hamisha pochi',
  'walletSecurity.delete': 'Futa pochi',
  'connect.passkey': 'Ingia kwa passkey',
  'error.PASSKEY_FAILED': 'Passkey haikuweza kutumika',
  'error.PASSKEY_FAILED.notUsed': 'Hakuna passkey iliyotumika',
  'error.PASSKEY_FAILED.unknownPasskey': 'Passkey hii haijasajiliwa kwa pochi hii',
  'error.PASSKEY_FAILED.notVerified': 'Passkey haikuthibitishwa',
  'error.PASSKEY_FAILED.alreadyAdded': 'Kifaa hiki tayari kina passkey ya pochi hii',
} satisfies Partial<FeatureMessages<'wallet'>>
