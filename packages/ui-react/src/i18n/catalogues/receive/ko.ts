import type { FeatureMessages } from '../../en'

/** Korean, ko: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '{network}에서 받기',
  'receive.hint': '이 주소로는 {network} 자산만 보내세요.',
  'receive.qr': '내 주소의 QR 코드',
  'receive.copy': '주소 복사',
  'receive.close': '완료',
} satisfies Partial<FeatureMessages<'receive'>>
