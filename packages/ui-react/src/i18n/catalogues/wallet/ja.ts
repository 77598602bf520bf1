import type { FeatureMessages } from '../../en'

/** Japanese, ja: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'ウォレットのセキュリティ',
  'walletSecurity.addPasskey': 'パスキーを追加',
  'walletSecurity.passkeyAdded': 'パスキーを追加しました',
  'walletSecurity.passkeyAddedKeepKit':
    'パスキーを追加しました。復元キットは保管しておいてください。このパスキーでは新しいデバイスでウォレットを開けません。',
  'walletSecurity.export': 'ウォレットをエクスポート',
  'walletSecurity.delete': 'ウォレットを削除',
  'connect.passkey': 'パスキーでログイン',
  'error.PASSKEY_FAILED': 'パスキーを使用できませんでした',
  'error.PASSKEY_FAILED.notUsed': 'パスキーが使用されませんでした',
  'error.PASSKEY_FAILED.unknownPasskey': 'このパスキーはこのウォレットに登録されていません',
  'error.PASSKEY_FAILED.notVerified': 'パスキーを確認できませんでした',
  'error.PASSKEY_FAILED.alreadyAdded': 'このデバイスにはこのウォレットのパスキーがすでにあります',
  'farcaster.scan': 'スマートフォンでスキャンして Farcaster でサインイン',
  'farcaster.scanHint': 'カメラまたは Farcaster アプリで読み取り、サインインを承認してください。',
  'farcaster.qr': 'Farcaster サインイン用 QR コード',
  'farcaster.open': 'Farcaster を開く',
  'farcaster.loading': 'Farcaster サインインを準備しています',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Farcaster の署名を確認できませんでした',
  'error.FRESH_LOGIN_REQUIRED': '安全のため、もう一度ログインしてから続けてください。',
} satisfies Partial<FeatureMessages<'wallet'>>
