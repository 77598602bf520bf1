import type { FeatureMessages } from '../../en'

/** French, fr: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Ouvrez l’app de votre portefeuille',
  'walletConnectPhone.otherDevice':
    'Portefeuille sur un autre appareil ? Scannez le QR code ou copiez le lien.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
