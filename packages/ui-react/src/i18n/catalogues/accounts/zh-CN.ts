import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': '切换账户',
  'accounts.inUse': '使用中',
} satisfies Partial<FeatureMessages<'accounts'>>
