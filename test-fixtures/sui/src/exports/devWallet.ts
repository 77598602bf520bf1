// Browser-safe entry: the Wallet Standard Sui dev wallet and its registration.

export type {
  DevWallet,
  DevWalletFeatures,
  DevWalletOptions,
  DevWalletRequest,
} from '../wallet/createDevWallet'
export { createDevWallet, SUI_DEV_WALLET_STORAGE_KEY } from '../wallet/createDevWallet'
export { DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export { registerDevWallet } from '../wallet/registerDevWallet'
export { WalletRejectionError } from '../wallet/walletRejection'
