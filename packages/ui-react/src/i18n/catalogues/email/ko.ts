import type { FeatureMessages } from '../../en'

/** Korean, ko: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': '{email}(으)로 보낸 6자리 코드를 입력하세요',
  'otp.label': '코드',
  'otp.submit': '확인',
  'otp.checking': '코드 확인 중…',
  'otp.resend': '코드 다시 보내기',
  'otp.resent': '새 코드를 보냈습니다',
  'otp.hint': '지갑은 지갑 서버의 안전한 창에서 열립니다. 이 페이지를 열어 두세요.',
  'dataCapture.intro': '이 계정에 이메일을 추가하세요. 확인 코드를 보내 드립니다.',
  'dataCapture.send': '코드 보내기',
  'dataCapture.skip': '나중에',
  'dataCapture.confirm': '확인',
} satisfies Partial<FeatureMessages<'email'>>
