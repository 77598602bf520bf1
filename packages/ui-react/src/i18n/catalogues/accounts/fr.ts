import type { FeatureMessages } from '../../en'

/** French, fr: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Changer de compte',
  'accounts.inUse': 'Actif',
} satisfies Partial<FeatureMessages<'accounts'>>
