import type { FeatureMessages } from '../../en'

/** Indonesian, id: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Jumlah',
  'send.max': 'Maks',
  'send.receiver': 'Ke',
  'send.receiverPlaceholder': 'Alamat',
  'send.receiverPlaceholderEvm': 'Alamat atau nama ENS',
  'send.receiverInvalid': 'Bukan alamat yang valid di jaringan ini',
  'send.review': 'Tinjau',
  'send.to': 'Ke {receiver}',
  'send.network': 'Jaringan: {network}',
  'send.fee': 'Biaya jaringan: {fee}',
  'send.feeLoading': 'Memperkirakan biaya jaringan',
  'send.feeUnavailable': 'Biaya jaringan tidak diketahui',
  'send.cancel': 'Batal',
  'send.send': 'Kirim',
  'send.sending': 'Mengirim…',
  'send.success': 'Terkirim',
} satisfies Partial<FeatureMessages<'send'>>
