import type { FeatureMessages } from '../../en'

/** Traditional Chinese, zh-TW: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': '切換帳戶',
  'accounts.inUse': '使用中',
} satisfies Partial<FeatureMessages<'accounts'>>
