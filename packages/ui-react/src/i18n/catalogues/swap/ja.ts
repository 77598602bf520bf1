import type { FeatureMessages } from '../../en'

/** Japanese, ja: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'スワップ元',
  'swap.to': 'スワップ先',
  'swap.balance': '残高: {amount}',
  'swap.slippage': '最大スリッページ (%)',
  'swap.quoting': '見積もりを取得中…',
  'swap.review': 'スワップを確認',
  'swap.rate': 'レート',
  'swap.priceImpact': '価格への影響',
  'swap.networkFee': 'ネットワーク手数料',
  'swap.providerFee': 'プロバイダー手数料',
  'swap.minimumReceived': '最低受取額',
  'swap.approving': 'ウォレットで {symbol} を承認してください',
  'swap.swapping': 'ウォレットでスワップを確定してください',
  'swap.success': 'スワップを送信しました',
} satisfies Partial<FeatureMessages<'swap'>>
