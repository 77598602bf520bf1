import type { FeatureMessages } from '../../en'

/** Polish, pl: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Zmień konto',
  'accounts.inUse': 'W użyciu',
} satisfies Partial<FeatureMessages<'accounts'>>
