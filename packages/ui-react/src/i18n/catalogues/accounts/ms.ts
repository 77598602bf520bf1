import type { FeatureMessages } from '../../en'

/** Malay, ms: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Tukar akaun',
  'accounts.inUse': 'Sedang digunakan',
} satisfies Partial<FeatureMessages<'accounts'>>
