import type { FeatureMessages } from '../../en'

/** Turkish, tr: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Hesap değiştir',
  'accounts.inUse': 'Kullanımda',
} satisfies Partial<FeatureMessages<'accounts'>>
