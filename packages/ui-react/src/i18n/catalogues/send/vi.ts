import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Số lượng',
  'send.max': 'Tối đa',
  'send.receiver': 'Đến',
  'send.receiverPlaceholder': 'Địa chỉ',
  'send.receiverPlaceholderEvm': 'Địa chỉ hoặc tên ENS',
  'send.receiverInvalid': 'Địa chỉ không hợp lệ trên mạng này',
  'send.review': 'Xem lại',
  'send.to': 'Đến {receiver}',
  'send.network': 'Mạng: {network}',
  'send.fee': 'Phí mạng: {fee}',
  'send.feeLoading': 'Đang ước tính phí mạng',
  'send.feeUnavailable': 'Chưa rõ phí mạng',
  'send.cancel': 'Hủy',
  'send.send': 'Gửi',
  'send.sending': 'Đang gửi…',
  'send.success': 'Đã gửi',
} satisfies Partial<FeatureMessages<'send'>>
