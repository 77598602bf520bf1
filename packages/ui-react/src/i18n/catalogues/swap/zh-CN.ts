import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': '从',
  'swap.to': '到',
  'swap.balance': '余额：{amount}',
  'swap.slippage': '最大滑点 (%)',
  'swap.quoting': '正在获取报价…',
  'swap.review': '检查兑换',
  'swap.rate': '汇率',
  'swap.priceImpact': '价格影响',
  'swap.networkFee': '网络费用',
  'swap.providerFee': '服务商费用',
  'swap.minimumReceived': '最少收到',
  'swap.approving': '请在钱包中批准 {symbol}',
  'swap.swapping': '请在钱包中确认兑换',
  'swap.success': '兑换已发送',
} satisfies Partial<FeatureMessages<'swap'>>
