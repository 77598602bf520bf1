import type { FeatureMessages } from '../../en'

/** Korean, ko: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': '지갑은 암호화폐를 보관하고, 이런 앱에 비밀번호 없이 로그인하게 해 줍니다.',
  'guide.keys': '키는 나만 가지고 있어요. 내 승인 없이는 아무것도 움직이지 않습니다.',
  'guide.start': '목록에서 지갑을 골라 설치한 뒤 돌아와 연결하세요.',
  'guide.browse': '지갑 둘러보기',
  'guide.email': '아직 지갑이 없나요? 이메일로 계속하면 지갑을 만들어 드려요.',
} satisfies Partial<FeatureMessages<'guide'>>
