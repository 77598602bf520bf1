import type { FeatureMessages } from '../../en'

/** Russian, ru: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Сменить аккаунт',
  'accounts.inUse': 'Используется',
} satisfies Partial<FeatureMessages<'accounts'>>
