import type { FeatureMessages } from '../../en'

/** Dutch, nl: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Open je wallet-app',
  'walletConnectPhone.otherDevice': 'Wallet op een ander apparaat? Scan de QR-code of kopieer de link.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
