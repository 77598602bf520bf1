import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': '代币',
  'send.amount': '金额',
  'send.max': '最大',
  'send.receiver': '收款方',
  'send.receiverPlaceholder': '地址',
  'send.receiverPlaceholderEvm': '地址或 ENS 名称',
  'send.receiverInvalid': '此网络上的地址无效',
  'send.review': '确认',
  'send.to': '发送至 {receiver}',
  'send.network': '网络：{network}',
  'send.fee': '网络费用：{fee}',
  'send.feeLoading': '正在估算网络费用',
  'send.feeUnavailable': '网络费用未知',
  'send.cancel': '取消',
  'send.send': '发送',
  'send.sending': '正在发送…',
  'send.success': '已发送',
} satisfies Partial<FeatureMessages<'send'>>
