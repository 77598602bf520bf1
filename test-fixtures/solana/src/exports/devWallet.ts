// Browser-safe entry: the Wallet Standard dev wallet, its registration and its keys (no web3.js 1.x).

export type { DevKeypair } from '../keys/devKeypair'
export { devKeypair, freshAddress } from '../keys/devKeypair'
export type { DevWallet, DevWalletFeatures, DevWalletOptions } from '../wallet/createDevWallet'
export { createDevWallet } from '../wallet/createDevWallet'
export { DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export { registerDevWallet } from '../wallet/registerDevWallet'
export { WalletRejectionError } from '../wallet/walletRejection'
