import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'Nhận trên {network}',
  'receive.hint': 'Chỉ gửi tài sản {network} đến địa chỉ này.',
  'receive.qr': 'Mã QR địa chỉ của bạn',
  'receive.copy': 'Sao chép địa chỉ',
  'receive.close': 'Xong',
} satisfies Partial<FeatureMessages<'receive'>>
