import type { FeatureMessages } from '../../en'

/** Vietnamese, vi: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'Đổi tài khoản',
  'accounts.inUse': 'Đang dùng',
} satisfies Partial<FeatureMessages<'accounts'>>
