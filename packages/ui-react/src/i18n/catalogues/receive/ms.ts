import type { FeatureMessages } from '../../en'

/** Malay, ms: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Terima pada {network}',
  'receive.hint': 'Hantar hanya aset {network} ke alamat ini.',
  'receive.qr': 'Kod QR alamat anda',
  'receive.copy': 'Salin alamat',
  'receive.close': 'Selesai',
} satisfies Partial<FeatureMessages<'receive'>>
