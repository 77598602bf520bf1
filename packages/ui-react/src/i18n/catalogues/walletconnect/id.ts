import type { FeatureMessages } from '../../en'

/** Indonesian, id: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Buka aplikasi dompet Anda',
  'walletConnectPhone.otherDevice': 'Dompet Anda di perangkat lain? Pindai kode QR atau salin tautannya.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
