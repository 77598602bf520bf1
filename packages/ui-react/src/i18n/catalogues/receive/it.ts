import type { FeatureMessages } from '../../en'

/** Italian, it: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Ricevi su {network}',
  'receive.hint': 'Invia a questo indirizzo solo asset {network}.',
  'receive.qr': 'Codice QR del tuo indirizzo',
  'receive.copy': 'Copia indirizzo',
  'receive.close': 'Fatto',
} satisfies Partial<FeatureMessages<'receive'>>
