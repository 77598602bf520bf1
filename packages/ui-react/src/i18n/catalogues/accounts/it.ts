import type { FeatureMessages } from '../../en'

/** Italian, it: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Cambia account',
  'accounts.inUse': 'In uso',
} satisfies Partial<FeatureMessages<'accounts'>>
