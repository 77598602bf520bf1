import type { FeatureMessages } from '../../en'

/** Japanese, ja: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'ウォレットアプリを開く',
  'walletConnectPhone.otherDevice':
    'ウォレットが別の端末にある場合は、QR コードをスキャンするかリンクをコピーしてください。',
} satisfies Partial<FeatureMessages<'walletconnect'>>
