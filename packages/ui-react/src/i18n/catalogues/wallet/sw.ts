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
  'farcaster.scan': 'Changanua kwa simu yako ili uingie kwa Farcaster',
  'farcaster.scanHint': 'Tumia kamera au programu ya Farcaster, kisha idhinisha kuingia.',
  'farcaster.qr': 'Msimbo wa QR wa kuingia kwa Farcaster',
  'farcaster.open': 'Fungua Farcaster',
  'farcaster.loading': 'Inaandaa kuingia kwa Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Sahihi ya Farcaster haikuweza kuthibitishwa',
  'error.FRESH_LOGIN_REQUIRED': 'Kwa usalama wako, ingia tena ili kuendelea.',
} satisfies Partial<FeatureMessages<'wallet'>>
