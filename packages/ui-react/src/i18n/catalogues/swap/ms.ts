import type { FeatureMessages } from '../../en'

/** Malay, ms: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Daripada',
  'swap.to': 'Kepada',
  'swap.balance': 'Baki: {amount}',
  'swap.slippage': 'Gelinciran maks. (%)',
  'swap.quoting': 'Mendapatkan sebut harga…',
  'swap.review': 'Semak pertukaran',
  'swap.rate': 'Kadar',
  'swap.priceImpact': 'Kesan harga',
  'swap.networkFee': 'Yuran rangkaian',
  'swap.providerFee': 'Yuran penyedia',
  'swap.minimumReceived': 'Minimum diterima',
  'swap.approving': 'Luluskan {symbol} dalam dompet anda',
  'swap.swapping': 'Sahkan pertukaran dalam dompet anda',
  'swap.success': 'Pertukaran dihantar',
} satisfies Partial<FeatureMessages<'swap'>>
