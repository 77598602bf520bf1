import type { FeatureMessages } from '../../en'

/** Traditional Chinese, zh-TW: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': '錢包安全',
  'walletSecurity.addPasskey': '新增密碼金鑰',
  'walletSecurity.passkeyAdded': '已新增密碼金鑰',
  'walletSecurity.passkeyAddedKeepKit':
    '已新增密碼金鑰。請保存好復原套件：此密碼金鑰無法在新裝置上開啟錢包。',
  'walletSecurity.export': '匯出錢包',
  'walletSecurity.delete': '刪除錢包',
  'connect.passkey': '使用密碼金鑰登入',
  'error.PASSKEY_FAILED': '無法使用密碼金鑰',
  'error.PASSKEY_FAILED.notUsed': '未使用密碼金鑰',
  'error.PASSKEY_FAILED.unknownPasskey': '此密碼金鑰未在此錢包註冊',
  'error.PASSKEY_FAILED.notVerified': '密碼金鑰驗證失敗',
  'error.PASSKEY_FAILED.alreadyAdded': '此裝置已有此錢包的密碼金鑰',
  'farcaster.scan': '用手機掃描，以 Farcaster 登入',
  'farcaster.scanHint': '使用相機或 Farcaster App 掃描，然後核准登入。',
  'farcaster.qr': 'Farcaster 登入 QR 碼',
  'farcaster.open': '開啟 Farcaster',
  'farcaster.loading': '正在準備 Farcaster 登入',
  'error.SOCIAL_LOGIN_FAILED.notVerified': '無法驗證 Farcaster 簽章',
  'error.FRESH_LOGIN_REQUIRED': '為了你的安全，請重新登入後繼續。',
} satisfies Partial<FeatureMessages<'wallet'>>
