import type { FeatureMessages } from '../../en'

/** Japanese, ja: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '{network} で受け取る',
  'receive.hint': 'このアドレスには {network} の資産のみを送ってください。',
  'receive.qr': 'あなたのアドレスの QR コード',
  'receive.copy': 'アドレスをコピー',
  'receive.close': '完了',
} satisfies Partial<FeatureMessages<'receive'>>
