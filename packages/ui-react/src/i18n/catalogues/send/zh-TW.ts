import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': '代幣',
  'send.amount': '金額',
  'send.max': '最大',
  'send.receiver': '收款方',
  'send.receiverPlaceholder': '地址',
  'send.receiverPlaceholderEvm': '地址或 ENS 名稱',
  'send.receiverInvalid': '此網路上的地址無效',
  'send.review': '確認',
  'send.to': '傳送至 {receiver}',
  'send.network': '網路：{network}',
  'send.fee': '網路手續費：{fee}',
  'send.feeLoading': '正在估算網路手續費',
  'send.feeUnavailable': '網路手續費不明',
  'send.cancel': '取消',
  'send.send': '傳送',
  'send.sending': '傳送中…',
  'send.success': '已傳送',
} satisfies Partial<FeatureMessages<'send'>>
