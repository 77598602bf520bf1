import type { FeatureMessages } from '../../en'

/** Korean, ko: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': '계정 전환',
  'accounts.inUse': '사용 중',
} satisfies Partial<FeatureMessages<'accounts'>>
