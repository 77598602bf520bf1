import type { FeatureMessages } from '../../en'

/** Italian, it: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Apri l’app del tuo wallet',
  'walletConnectPhone.otherDevice':
    'Il wallet è su un altro dispositivo? Scansiona il codice QR o copia il link.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
