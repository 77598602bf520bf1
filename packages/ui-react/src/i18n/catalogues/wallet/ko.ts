import type { FeatureMessages } from '../../en'

/** Korean, ko: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': '지갑 보안',
  'walletSecurity.addPasskey': '패스키 추가',
  'walletSecurity.passkeyAdded': '패스키를 추가했습니다',
  'walletSecurity.passkeyAddedKeepKit':
    '패스키를 추가했습니다. 복구 키트를 보관하세요: 이 패스키로는 새 기기에서 지갑을 열 수 없습니다.',
  'walletSecurity.export': '지갑 내보내기',
  'walletSecurity.delete': '지갑 삭제',
  'connect.passkey': '패스키로 로그인',
  'error.PASSKEY_FAILED': '패스키를 사용할 수 없습니다',
  'error.PASSKEY_FAILED.notUsed': '사용된 패스키가 없습니다',
  'error.PASSKEY_FAILED.unknownPasskey': '이 패스키는 이 지갑에 등록되어 있지 않습니다',
  'error.PASSKEY_FAILED.notVerified': '패스키를 확인하지 못했습니다',
  'error.PASSKEY_FAILED.alreadyAdded': '이 기기에는 이미 이 지갑의 패스키가 있습니다',
  'farcaster.scan': '휴대폰으로 스캔해 Farcaster로 로그인하세요',
  'farcaster.scanHint': '카메라나 Farcaster 앱으로 스캔한 뒤 로그인을 승인하세요.',
  'farcaster.qr': 'Farcaster 로그인 QR 코드',
  'farcaster.open': 'Farcaster 열기',
  'farcaster.loading': 'Farcaster 로그인을 준비하는 중',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Farcaster 서명을 확인할 수 없습니다',
  'error.FRESH_LOGIN_REQUIRED': '안전을 위해 다시 로그인한 뒤 계속하세요.',
} satisfies Partial<FeatureMessages<'wallet'>>
