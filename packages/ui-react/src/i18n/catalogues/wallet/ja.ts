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
} satisfies Partial<FeatureMessages<'wallet'>>
