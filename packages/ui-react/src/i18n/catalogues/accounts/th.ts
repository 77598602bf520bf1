import type { FeatureMessages } from '../../en'

/** Thai, th: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'สลับบัญชี',
  'accounts.inUse': 'ใช้งานอยู่',
} satisfies Partial<FeatureMessages<'accounts'>>
