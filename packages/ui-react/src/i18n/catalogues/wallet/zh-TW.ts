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
} satisfies Partial<FeatureMessages<'wallet'>>
