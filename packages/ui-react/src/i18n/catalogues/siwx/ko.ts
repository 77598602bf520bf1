import type { FeatureMessages } from '../../en'

/** Korean, ko: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': '이 앱',
  'siwx.request': '에서 이 계정으로 로그인하도록 요청합니다',
  'siwx.explanation':
    '메시지에 서명하면 이 지갑의 소유자임이 증명됩니다. 비용이 들지 않으며 트랜잭션도 보내지 않습니다.',
  'siwx.sign': '서명',
  'siwx.signing': '인증 중...',
  'siwx.cancel': '취소',
} satisfies Partial<FeatureMessages<'siwx'>>
