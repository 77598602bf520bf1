import type { FeatureMessages } from '../../en'

/** Italian, it: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Da',
  'swap.to': 'A',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Slippage max. (%)',
  'swap.quoting': 'Richiesta quotazione…',
  'swap.review': 'Controlla lo scambio',
  'swap.rate': 'Tasso',
  'swap.priceImpact': 'Impatto sul prezzo',
  'swap.networkFee': 'Commissione di rete',
  'swap.providerFee': 'Commissione del fornitore',
  'swap.minimumReceived': 'Minimo ricevuto',
  'swap.approving': 'Approva {symbol} nel tuo wallet',
  'swap.swapping': 'Conferma lo scambio nel tuo wallet',
  'swap.success': 'Scambio inviato',
} satisfies Partial<FeatureMessages<'swap'>>
