import type { FeatureMessages } from '../../en'

/** Spanish, es: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Abre la app de tu billetera',
  'walletConnectPhone.otherDevice':
    '¿Tu billetera está en otro dispositivo? Escanea el código QR o copia el enlace.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
