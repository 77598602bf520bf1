import type { FeatureMessages } from '../../en'

/** Japanese, ja: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'アカウントを切り替え',
  'accounts.inUse': '使用中',
} satisfies Partial<FeatureMessages<'accounts'>>
