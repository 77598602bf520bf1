import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Ví giữ tiền mã hóa của bạn và cho bạn đăng nhập vào các ứng dụng như thế này mà không cần mật khẩu.',
  'guide.keys': 'Chỉ bạn giữ khóa: không gì di chuyển nếu bạn không đồng ý.',
  'guide.start': 'Chọn một ví trong danh mục, cài đặt rồi quay lại để kết nối.',
  'guide.browse': 'Xem các ví',
  'guide.email': 'Chưa có ví? Tiếp tục bằng e-mail và chúng tôi tạo ví cho bạn.',
} satisfies Partial<FeatureMessages<'guide'>>
