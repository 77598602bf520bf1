import type { FeatureMessages } from '../../en'

/** Arabic, ar: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'افتح تطبيق محفظتك',
  'walletConnectPhone.otherDevice': 'محفظتك على جهاز آخر؟ امسح رمز QR أو انسخ الرابط.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
