import type { FeatureMessages } from '../../en'

/** Korean, ko: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': '다시 시도',
  'onramp.noProviders': '{network}에서 암호화폐를 판매하는 제공업체가 없습니다',
  'onramp.amount': '{fiat} 금액',
  'onramp.amountInvalid': '0보다 큰 금액을 소수점 둘째 자리까지 입력하세요',
  'onramp.opened': '{name} 창에서 완료하세요. 돌아오면 잔액과 활동이 업데이트됩니다.',
  'onramp.openLink': '{name} 열기',
  'onramp.legalPrefix': '계속하면 다음에 동의하게 됩니다:',
} satisfies Partial<FeatureMessages<'onramp'>>
