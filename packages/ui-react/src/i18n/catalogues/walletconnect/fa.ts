import type { FeatureMessages } from '../../en'

/** Persian, fa: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'برنامهٔ کیف پولتان را باز کنید',
  'walletConnectPhone.otherDevice':
    'کیف پولتان روی دستگاه دیگری است؟ کد QR را اسکن کنید یا پیوند را کپی کنید.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
