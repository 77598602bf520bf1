import type { FeatureMessages } from '../../en'

/** Spanish, es: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Cambiar de cuenta',
  'accounts.inUse': 'En uso',
} satisfies Partial<FeatureMessages<'accounts'>>
