import type { FeatureMessages } from '../../en'

/** Spanish, es: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'De',
  'swap.to': 'A',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Deslizamiento máx. (%)',
  'swap.quoting': 'Obteniendo cotización…',
  'swap.review': 'Revisar intercambio',
  'swap.rate': 'Tasa',
  'swap.priceImpact': 'Impacto en el precio',
  'swap.networkFee': 'Comisión de red',
  'swap.providerFee': 'Comisión del proveedor',
  'swap.minimumReceived': 'Mínimo recibido',
  'swap.approving': 'Aprueba {symbol} en tu wallet',
  'swap.swapping': 'Confirma el intercambio en tu wallet',
  'swap.success': 'Intercambio enviado',
} satisfies Partial<FeatureMessages<'swap'>>
