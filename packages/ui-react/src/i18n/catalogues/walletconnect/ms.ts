import type { FeatureMessages } from '../../en'

/** Malay, ms: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Buka aplikasi dompet anda',
  'walletConnectPhone.otherDevice': 'Dompet anda pada peranti lain? Imbas kod QR atau salin pautan.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
