import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Trocar de conta',
  'accounts.inUse': 'Em uso',
} satisfies Partial<FeatureMessages<'accounts'>>
