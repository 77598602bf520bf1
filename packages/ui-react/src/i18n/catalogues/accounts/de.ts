import type { FeatureMessages } from '../../en'

/** German, de: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Konto wechseln',
  'accounts.inUse': 'Aktiv',
} satisfies Partial<FeatureMessages<'accounts'>>
