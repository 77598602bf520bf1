import type { FeatureMessages } from '../../en'

/** Indonesian, id: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Terima di {network}',
  'receive.hint': 'Kirim hanya aset {network} ke alamat ini.',
  'receive.qr': 'Kode QR alamatmu',
  'receive.copy': 'Salin alamat',
  'receive.close': 'Selesai',
} satisfies Partial<FeatureMessages<'receive'>>
