import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': '钱包安全',
  'walletSecurity.addPasskey': '添加通行密钥',
  'walletSecurity.passkeyAdded': '已添加通行密钥',
  'walletSecurity.passkeyAddedKeepKit': '已添加通行密钥。请保管好恢复包：此通行密钥无法在新设备上打开钱包。',
  'walletSecurity.export': '导出钱包',
  'walletSecurity.delete': '删除钱包',
  'connect.passkey': '使用通行密钥登录',
  'error.PASSKEY_FAILED': '无法使用通行密钥',
  'error.PASSKEY_FAILED.notUsed': '未使用通行密钥',
  'error.PASSKEY_FAILED.unknownPasskey': '此通行密钥未在此钱包注册',
  'error.PASSKEY_FAILED.notVerified': '通行密钥验证失败',
  'error.PASSKEY_FAILED.alreadyAdded': '此设备已有此钱包的通行密钥',
  'farcaster.scan': '用手机扫码，使用 Farcaster 登录',
  'farcaster.scanHint': '用相机或 Farcaster 应用扫码，然后批准登录。',
  'farcaster.qr': 'Farcaster 登录二维码',
  'farcaster.open': '打开 Farcaster',
  'farcaster.loading': '正在准备 Farcaster 登录',
  'error.SOCIAL_LOGIN_FAILED.notVerified': '无法验证 Farcaster 签名',
  'error.FRESH_LOGIN_REQUIRED': '为了您的安全，请重新登录后继续。',
} satisfies Partial<FeatureMessages<'wallet'>>
