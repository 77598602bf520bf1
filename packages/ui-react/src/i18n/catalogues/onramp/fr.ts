import type { FeatureMessages } from '../../en'

/** French, fr: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Réessayer',
  'onramp.noProviders': 'Aucun fournisseur ne vend de cryptos sur {network}',
  'onramp.amount': 'Montant en {fiat}',
  'onramp.amountInvalid': 'Saisissez un montant supérieur à 0, avec 2 décimales au plus',
  'onramp.opened':
    'Terminez dans la fenêtre de {name}. Votre solde et votre activité se mettent à jour à votre retour.',
  'onramp.openLink': 'Ouvrir {name}',
  'onramp.legalPrefix': 'En continuant, vous acceptez nos',
} satisfies Partial<FeatureMessages<'onramp'>>
