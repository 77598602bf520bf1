import type { FeatureMessages } from '../../en'

/** Korean, ko: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': '지갑 앱 열기',
  'walletConnectPhone.otherDevice': '다른 기기에 지갑이 있나요? QR 코드를 스캔하거나 링크를 복사하세요.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
