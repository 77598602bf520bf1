import type { FeatureMessages } from '../../en'

/** Arabic, ar: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'تبديل الحساب',
  'accounts.inUse': 'قيد الاستخدام',
} satisfies Partial<FeatureMessages<'accounts'>>
