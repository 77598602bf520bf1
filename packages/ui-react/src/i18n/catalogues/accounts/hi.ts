import type { FeatureMessages } from '../../en'

/** Hindi, hi: the account switcher's messages (Account, wallets with several accounts), loaded with it. */
export default {
  'accounts.switch': 'खाता बदलें',
  'accounts.inUse': 'उपयोग में',
} satisfies Partial<FeatureMessages<'accounts'>>
