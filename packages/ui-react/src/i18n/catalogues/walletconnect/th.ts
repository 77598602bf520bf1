import type { FeatureMessages } from '../../en'

/** Thai, th: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'เปิดแอปกระเป๋าเงินของคุณ',
  'walletConnectPhone.otherDevice': 'กระเป๋าเงินอยู่ในอุปกรณ์อื่น? สแกนคิวอาร์โค้ดหรือคัดลอกลิงก์',
} satisfies Partial<FeatureMessages<'walletconnect'>>
