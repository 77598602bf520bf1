import type { FeatureMessages } from '../../en'

/** Malay, ms: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Jumlah',
  'send.max': 'Maks',
  'send.receiver': 'Kepada',
  'send.receiverPlaceholder': 'Alamat',
  'send.receiverPlaceholderEvm': 'Alamat atau nama ENS',
  'send.receiverInvalid': 'Bukan alamat yang sah pada rangkaian ini',
  'send.review': 'Semak',
  'send.to': 'Kepada {receiver}',
  'send.network': 'Rangkaian: {network}',
  'send.fee': 'Yuran rangkaian: {fee}',
  'send.feeLoading': 'Menganggar yuran rangkaian',
  'send.feeUnavailable': 'Yuran rangkaian tidak diketahui',
  'send.cancel': 'Batal',
  'send.send': 'Hantar',
  'send.sending': 'Menghantar…',
  'send.success': 'Dihantar',
} satisfies Partial<FeatureMessages<'send'>>
