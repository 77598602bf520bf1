import type { FeatureMessages } from '../../en'

/** Hindi, hi: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'अपना वॉलेट ऐप खोलें',
  'walletConnectPhone.otherDevice': 'वॉलेट किसी दूसरे डिवाइस पर है? QR कोड स्कैन करें या लिंक कॉपी करें।',
} satisfies Partial<FeatureMessages<'walletconnect'>>
