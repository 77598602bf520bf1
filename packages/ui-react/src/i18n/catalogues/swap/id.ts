import type { FeatureMessages } from '../../en'

/** Indonesian, id: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Dari',
  'swap.to': 'Ke',
  'swap.balance': 'Saldo: {amount}',
  'swap.slippage': 'Slippage maks. (%)',
  'swap.quoting': 'Mengambil penawaran…',
  'swap.review': 'Tinjau penukaran',
  'swap.rate': 'Kurs',
  'swap.priceImpact': 'Dampak harga',
  'swap.networkFee': 'Biaya jaringan',
  'swap.providerFee': 'Biaya penyedia',
  'swap.minimumReceived': 'Minimum diterima',
  'swap.approving': 'Setujui {symbol} di dompet Anda',
  'swap.swapping': 'Konfirmasi penukaran di dompet Anda',
  'swap.success': 'Penukaran dikirim',
} satisfies Partial<FeatureMessages<'swap'>>
