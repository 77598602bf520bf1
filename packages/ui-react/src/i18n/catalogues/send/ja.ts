import type { FeatureMessages } from '../../en'

/** Japanese, ja: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'トークン',
  'send.amount': '数量',
  'send.max': '最大',
  'send.receiver': '送金先',
  'send.receiverPlaceholder': 'アドレス',
  'send.receiverPlaceholderEvm': 'アドレスまたは ENS 名',
  'send.receiverInvalid': 'このネットワークでは無効なアドレスです',
  'send.review': '確認',
  'send.to': '送金先 {receiver}',
  'send.network': 'ネットワーク: {network}',
  'send.fee': 'ネットワーク手数料: {fee}',
  'send.feeLoading': 'ネットワーク手数料を見積もり中',
  'send.feeUnavailable': 'ネットワーク手数料は不明です',
  'send.cancel': 'キャンセル',
  'send.send': '送る',
  'send.sending': '送信中…',
  'send.success': '送信しました',
} satisfies Partial<FeatureMessages<'send'>>
