import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Đang dùng',
  'connections.makeActive': 'Đặt làm chính',
  'connections.disconnect': 'Ngắt kết nối',
  'connections.add': 'Thêm ví khác',
  'connections.none': 'Chưa kết nối ví nào.',
} satisfies Partial<FeatureMessages<'connections'>>
