// Browser-safe entry of @latch/fixture-evm: the dev wallet. Node-only helpers live in './node'.
export { ANVIL_BUNDLER_KEY, ANVIL_PAYMASTER_SIGNER_KEY, ANVIL_PRIVATE_KEYS } from '../wallet/anvilAccounts'
export { delegationCode, executeBatchAbi } from '../wallet/batchThroughDelegation'
export type {
  DevWallet,
  DevWalletOptions,
  DevWalletProvider,
  RequestArguments,
} from '../wallet/createDevWallet'
export { createDevWallet, DEV_WALLET_STORAGE_KEY } from '../wallet/createDevWallet'
export type { DevWalletInfo } from '../wallet/devWalletInfo'
export { devWalletInfo } from '../wallet/devWalletInfo'
export { ProviderRpcError } from '../wallet/ProviderRpcError'
