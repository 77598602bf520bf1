import type { FeatureMessages } from '../../en'

/** Polish, pl: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Otwórz aplikację portfela',
  'walletConnectPhone.otherDevice': 'Portfel na innym urządzeniu? Zeskanuj kod QR lub skopiuj link.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
