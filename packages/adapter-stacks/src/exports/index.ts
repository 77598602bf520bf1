// Public API of @latch/adapter-stacks. Names are listed explicitly; a test snapshots them.
export { stacksAdapter } from '../adapter/stacksAdapter'
export type { StacksAdapterOptions, StacksAdapterStorage } from '../adapter/types'
export { isStacksAddress } from '../address/isStacksAddress'
export type { StacksNetworkFacts } from '../networks/stacksNetworks'
export {
  BITCOIN_MAINNET_ID,
  BITCOIN_TESTNET_ID,
  stacksMainnet,
  stacksNetworkFacts,
  stacksTestnet,
} from '../networks/stacksNetworks'
export { formatStacksSignInMessage } from '../siwx/formatStacksSignInMessage'
export { scanProviders } from '../wallets/createProviderRegistry'
export type {
  StacksProvider,
  StacksProviderEvent,
  StacksWallet,
  WalletAddressEntry,
  WbipProviderInfo,
} from '../wallets/types'
