import type { FeatureMessages } from '../../en'

/** Korean, ko: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': '보내는 토큰',
  'swap.to': '받는 토큰',
  'swap.balance': '잔액: {amount}',
  'swap.slippage': '최대 슬리피지 (%)',
  'swap.quoting': '견적 받는 중…',
  'swap.review': '스왑 검토',
  'swap.rate': '환율',
  'swap.priceImpact': '가격 영향',
  'swap.networkFee': '네트워크 수수료',
  'swap.providerFee': '제공자 수수료',
  'swap.minimumReceived': '최소 수령액',
  'swap.approving': '지갑에서 {symbol}을(를) 승인하세요',
  'swap.swapping': '지갑에서 스왑을 확인하세요',
  'swap.success': '스왑을 보냈습니다',
} satisfies Partial<FeatureMessages<'swap'>>
