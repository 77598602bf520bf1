import type { FeatureMessages } from '../../en'

/** French, fr: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Recevoir sur {network}',
  'receive.hint': 'Envoyez uniquement des actifs {network} à cette adresse.',
  'receive.qr': 'QR code de votre adresse',
  'receive.copy': 'Copier l’adresse',
  'receive.close': 'Terminé',
} satisfies Partial<FeatureMessages<'receive'>>
