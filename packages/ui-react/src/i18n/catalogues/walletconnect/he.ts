import type { FeatureMessages } from '../../en'

/** Hebrew, he: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'פתחו את אפליקציית הארנק',
  'walletConnectPhone.otherDevice': 'הארנק במכשיר אחר? סרקו את קוד ה-QR או העתיקו את הקישור.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
