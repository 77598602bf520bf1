import type { FeatureMessages } from '../../en'

/** Indonesian, id: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Ganti akun',
  'accounts.inUse': 'Digunakan',
} satisfies Partial<FeatureMessages<'accounts'>>
