import type { FeatureMessages } from '../../en'

/** Italian, it: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Un wallet custodisce le tue cripto e ti fa accedere ad app come questa, senza password.',
  'guide.keys': 'Solo tu ne hai le chiavi: nulla si muove senza la tua approvazione.',
  'guide.start': 'Scegline uno dal catalogo, installalo e torna qui per connetterti.',
  'guide.browse': 'Sfoglia i wallet',
  'guide.email': 'Non hai ancora un wallet? Continua con la tua e-mail e ne creiamo uno per te.',
} satisfies Partial<FeatureMessages<'guide'>>
