import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Bảo mật ví',
  'walletSecurity.addPasskey': 'Thêm khóa truy cập',
  'walletSecurity.passkeyAdded': 'Đã thêm khóa truy cập',
  'walletSecurity.passkeyAddedKeepKit':
    'Đã thêm khóa truy cập. Hãy giữ bộ khôi phục: khóa này không mở được ví trên thiết bị mới.',
  'walletSecurity.export': 'Xuất ví',
  'walletSecurity.delete': 'Xóa ví',
  'connect.passkey': 'Đăng nhập bằng khóa truy cập',
  'error.PASSKEY_FAILED': 'Không dùng được khóa truy cập',
  'error.PASSKEY_FAILED.notUsed': 'Chưa dùng khóa truy cập nào',
  'error.PASSKEY_FAILED.unknownPasskey': 'Khóa truy cập này chưa được đăng ký cho ví này',
  'error.PASSKEY_FAILED.notVerified': 'Không xác minh được khóa truy cập',
  'error.PASSKEY_FAILED.alreadyAdded': 'Thiết bị này đã có khóa truy cập cho ví này',
  'farcaster.scan': 'Quét bằng điện thoại để đăng nhập bằng Farcaster',
  'farcaster.scanHint': 'Dùng camera hoặc ứng dụng Farcaster, rồi chấp thuận đăng nhập.',
  'farcaster.qr': 'Mã QR đăng nhập Farcaster',
  'farcaster.open': 'Mở Farcaster',
  'farcaster.loading': 'Đang chuẩn bị đăng nhập bằng Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Không thể xác minh chữ ký Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'Để bảo mật, hãy đăng nhập lại để tiếp tục.',
} satisfies Partial<FeatureMessages<'wallet'>>
