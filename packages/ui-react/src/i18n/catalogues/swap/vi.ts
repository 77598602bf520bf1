import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Từ',
  'swap.to': 'Sang',
  'swap.balance': 'Số dư: {amount}',
  'swap.slippage': 'Trượt giá tối đa (%)',
  'swap.quoting': 'Đang lấy báo giá…',
  'swap.review': 'Xem lại giao dịch hoán đổi',
  'swap.rate': 'Tỷ giá',
  'swap.priceImpact': 'Tác động giá',
  'swap.networkFee': 'Phí mạng',
  'swap.providerFee': 'Phí nhà cung cấp',
  'swap.minimumReceived': 'Nhận tối thiểu',
  'swap.approving': 'Chấp thuận {symbol} trong ví của bạn',
  'swap.swapping': 'Xác nhận hoán đổi trong ví của bạn',
  'swap.success': 'Đã gửi hoán đổi',
} satisfies Partial<FeatureMessages<'swap'>>
