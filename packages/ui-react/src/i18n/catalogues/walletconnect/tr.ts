import type { FeatureMessages } from '../../en'

/** Turkish, tr: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Cüzdan uygulamanı aç',
  'walletConnectPhone.otherDevice': 'Cüzdanın başka bir cihazda mı? QR kodunu tara veya bağlantıyı kopyala.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
