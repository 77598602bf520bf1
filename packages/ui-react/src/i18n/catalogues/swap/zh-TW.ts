import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': '從',
  'swap.to': '到',
  'swap.balance': '餘額：{amount}',
  'swap.slippage': '最大滑價 (%)',
  'swap.quoting': '正在取得報價…',
  'swap.review': '檢查兌換',
  'swap.rate': '匯率',
  'swap.priceImpact': '價格影響',
  'swap.networkFee': '網路費用',
  'swap.providerFee': '服務商費用',
  'swap.minimumReceived': '最少收到',
  'swap.approving': '請在錢包中核准 {symbol}',
  'swap.swapping': '請在錢包中確認兌換',
  'swap.success': '兌換已送出',
} satisfies Partial<FeatureMessages<'swap'>>
