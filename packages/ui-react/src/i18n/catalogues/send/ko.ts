import type { FeatureMessages } from '../../en'

/** Korean, ko: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': '토큰',
  'send.amount': '금액',
  'send.max': '최대',
  'send.receiver': '받는 사람',
  'send.receiverPlaceholder': '주소',
  'send.receiverPlaceholderEvm': '주소 또는 ENS 이름',
  'send.receiverInvalid': '이 네트워크에서 유효하지 않은 주소입니다',
  'send.review': '검토',
  'send.to': '받는 사람 {receiver}',
  'send.network': '네트워크: {network}',
  'send.fee': '네트워크 수수료: {fee}',
  'send.feeLoading': '네트워크 수수료 계산 중',
  'send.feeUnavailable': '네트워크 수수료를 알 수 없음',
  'send.cancel': '취소',
  'send.send': '보내기',
  'send.sending': '보내는 중…',
  'send.success': '보냈습니다',
} satisfies Partial<FeatureMessages<'send'>>
