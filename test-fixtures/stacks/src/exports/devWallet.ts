// Browser-safe entry: the real-key Stacks dev wallet (wbip_providers + request interface).

export type {
  DevWalletAddress,
  StacksDevProvider,
  StacksDevWallet,
  StacksDevWalletOptions,
} from '../wallet/createStacksDevWallet'
export { createStacksDevWallet } from '../wallet/createStacksDevWallet'
export { STACKS_DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export type { WalletRpcErrorResponse } from '../wallet/walletRpcError'
export { WALLET_ERRORS } from '../wallet/walletRpcError'
