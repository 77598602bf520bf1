import type { FeatureMessages } from '../../en'

/** Japanese, ja: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'このアプリ',
  'siwx.request': 'がこのアカウントでのサインインを求めています',
  'siwx.explanation':
    'メッセージに署名すると、このウォレットの所有者であることを証明できます。費用はかからず、トランザクションも送信されません。',
  'siwx.sign': '署名',
  'siwx.signing': '認証中...',
  'siwx.cancel': 'キャンセル',
} satisfies Partial<FeatureMessages<'siwx'>>
