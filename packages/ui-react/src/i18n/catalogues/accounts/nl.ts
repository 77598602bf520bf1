import type { FeatureMessages } from '../../en'

/** Dutch, nl: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Ander account kiezen',
  'accounts.inUse': 'In gebruik',
} satisfies Partial<FeatureMessages<'accounts'>>
