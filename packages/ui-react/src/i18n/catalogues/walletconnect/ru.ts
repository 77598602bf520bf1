import type { FeatureMessages } from '../../en'

/** Russian, ru: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Откройте приложение кошелька',
  'walletConnectPhone.otherDevice':
    'Кошелёк на другом устройстве? Отсканируйте QR-код или скопируйте ссылку.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
