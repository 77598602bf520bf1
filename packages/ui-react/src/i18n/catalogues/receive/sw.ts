import type { FeatureMessages } from '../../en'

/** Swahili, sw: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Pokea kwenye {network}',
  'receive.hint': 'Tuma mali za {network} pekee kwenye anwani hii.',
  'receive.qr': 'Msimbo wa QR wa anwani yako',
  'receive.copy': 'Nakili anwani',
  'receive.close': 'Imekamilika',
} satisfies Partial<FeatureMessages<'receive'>>
