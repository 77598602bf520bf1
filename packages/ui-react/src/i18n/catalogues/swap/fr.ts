import type { FeatureMessages } from '../../en'

/** French, fr: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'De',
  'swap.to': 'Vers',
  'swap.balance': 'Solde : {amount}',
  'swap.slippage': 'Glissement max. (%)',
  'swap.quoting': 'Obtention d’un devis…',
  'swap.review': 'Vérifier l’échange',
  'swap.rate': 'Taux',
  'swap.priceImpact': 'Impact sur le prix',
  'swap.networkFee': 'Frais de réseau',
  'swap.providerFee': 'Frais du fournisseur',
  'swap.minimumReceived': 'Minimum reçu',
  'swap.approving': 'Approuvez {symbol} dans votre wallet',
  'swap.swapping': 'Confirmez l’échange dans votre wallet',
  'swap.success': 'Échange envoyé',
} satisfies Partial<FeatureMessages<'swap'>>
