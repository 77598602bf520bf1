import type { FeatureMessages } from '../../en'

/** Swahili, sw: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Badilisha akaunti',
  'accounts.inUse': 'Inatumika',
} satisfies Partial<FeatureMessages<'accounts'>>
