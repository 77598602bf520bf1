import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Ứng dụng này',
  'siwx.request': 'muốn bạn đăng nhập bằng tài khoản này',
  'siwx.explanation':
    'Ký một thông điệp chứng minh bạn sở hữu ví này. Việc này miễn phí và không gửi giao dịch nào.',
  'siwx.sign': 'Ký',
  'siwx.signing': 'Đang xác thực...',
  'siwx.cancel': 'Hủy',
} satisfies Partial<FeatureMessages<'siwx'>>
