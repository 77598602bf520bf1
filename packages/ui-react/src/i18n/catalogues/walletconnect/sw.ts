import type { FeatureMessages } from '../../en'

/** Swahili, sw: the WalletConnect view’s phone copy (ConnectingWalletConnectBasic), loaded with it. */
export default {
  'walletConnectPhone.heading': 'Fungua programu ya pochi yako',
  'walletConnectPhone.otherDevice':
    'Pochi yako iko kwenye kifaa kingine? Changanua msimbo wa QR au nakili kiungo.',
} satisfies Partial<FeatureMessages<'walletconnect'>>
