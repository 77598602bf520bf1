// Browser-safe entry: the Wallet Standard dev wallet and its registration.

export type { DevWallet, DevWalletFeatures, DevWalletOptions } from '../wallet/createDevWallet'
export { createDevWallet } from '../wallet/createDevWallet'
export { DevWalletAdapter } from '../wallet/DevWalletAdapter'
export { DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export { registerDevWallet } from '../wallet/registerDevWallet'
export { WalletRejectionError } from '../wallet/walletRejection'
