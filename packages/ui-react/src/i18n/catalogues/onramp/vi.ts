import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Thử lại',
  'onramp.noProviders': 'Không có nhà cung cấp nào bán tiền mã hóa trên {network}',
  'onramp.amount': 'Số tiền bằng {fiat}',
  'onramp.amountInvalid': 'Nhập số tiền lớn hơn 0, tối đa 2 chữ số thập phân',
  'onramp.opened': 'Hoàn tất trong cửa sổ {name}. Số dư và hoạt động sẽ cập nhật khi bạn quay lại.',
  'onramp.openLink': 'Mở {name}',
  'onramp.legalPrefix': 'Khi tiếp tục, bạn đồng ý với',
} satisfies Partial<FeatureMessages<'onramp'>>
