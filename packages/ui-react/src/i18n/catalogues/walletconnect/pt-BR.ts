import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Abra o app da sua carteira',
  'walletConnectPhone.otherDevice':
    'Sua carteira está em outro aparelho? Escaneie o QR code ou copie o link.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
