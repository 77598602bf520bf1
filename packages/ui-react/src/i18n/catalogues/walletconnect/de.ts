import type { FeatureMessages } from '../../en'

/** German, de: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Öffne deine Wallet-App',
  'walletConnectPhone.otherDevice':
    'Wallet auf einem anderen Gerät? Scanne den QR-Code oder kopiere den Link.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
