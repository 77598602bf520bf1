import type { FeatureMessages } from '../../en'

/** Traditional Chinese, zh-TW: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': '開啟你的錢包 App',
  'walletConnectPhone.otherDevice': '錢包在另一台裝置上？掃描 QR 碼或複製連結。',
} satisfies Partial<FeatureMessages<'walletconnect'>>
