import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': '打开你的钱包应用',
  'walletConnectPhone.otherDevice': '钱包在另一台设备上？扫描二维码或复制链接。',
} satisfies Partial<FeatureMessages<'walletconnect'>>
