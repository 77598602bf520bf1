import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Змінити акаунт',
  'accounts.inUse': 'Використовується',
} satisfies Partial<FeatureMessages<'accounts'>>
