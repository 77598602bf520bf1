import type { FeatureMessages } from '../../en'

/** Hebrew, he: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'החלפת חשבון',
  'accounts.inUse': 'בשימוש',
} satisfies Partial<FeatureMessages<'accounts'>>
