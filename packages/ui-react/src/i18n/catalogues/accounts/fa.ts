import type { FeatureMessages } from '../../en'

/** Persian, fa: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'تغییر حساب',
  'accounts.inUse': 'در حال استفاده',
} satisfies Partial<FeatureMessages<'accounts'>>
