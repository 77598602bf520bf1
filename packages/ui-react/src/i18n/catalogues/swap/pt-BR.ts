import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'De',
  'swap.to': 'Para',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Slippage máx. (%)',
  'swap.quoting': 'Obtendo cotação…',
  'swap.review': 'Revisar troca',
  'swap.rate': 'Taxa de câmbio',
  'swap.priceImpact': 'Impacto no preço',
  'swap.networkFee': 'Taxa de rede',
  'swap.providerFee': 'Taxa do provedor',
  'swap.minimumReceived': 'Mínimo recebido',
  'swap.approving': 'Aprove {symbol} na sua carteira',
  'swap.swapping': 'Confirme a troca na sua carteira',
  'swap.success': 'Troca enviada',
} satisfies Partial<FeatureMessages<'swap'>>
