import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Відкрийте застосунок гаманця',
  'walletConnectPhone.otherDevice':
    'Гаманець на іншому пристрої? Відскануйте QR-код або скопіюйте посилання.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
