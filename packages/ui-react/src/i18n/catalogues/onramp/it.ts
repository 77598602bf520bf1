import type { FeatureMessages } from '../../en'

/** Italian, it: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Riprova',
  'onramp.noProviders': 'Nessun fornitore vende cripto su {network}',
  'onramp.amount': 'Importo in {fiat}',
  'onramp.amountInvalid': 'Inserisci un importo maggiore di 0, con al massimo 2 decimali',
  'onramp.opened': 'Completa nella finestra di {name}. Saldo e attività si aggiornano quando torni.',
  'onramp.openLink': 'Apri {name}',
  'onramp.legalPrefix': 'Continuando, accetti i nostri',
} satisfies Partial<FeatureMessages<'onramp'>>
