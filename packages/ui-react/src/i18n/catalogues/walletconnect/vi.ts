import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Mở ứng dụng ví của bạn',
  'walletConnectPhone.otherDevice': 'Ví của bạn ở thiết bị khác? Quét mã QR hoặc sao chép liên kết.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
