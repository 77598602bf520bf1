// Browser-safe entry: the sats-connect dev wallet (real keys) and its signing helpers.

export type { BitcoinNetworkName } from '../keys/bitcoinNetworks'
export { BITCOIN_NETWORK_NAMES } from '../keys/bitcoinNetworks'
export type { DevAddress, PaymentAddressType } from '../keys/deriveDevKeys'
export type {
  BitcoinDevWallet,
  BitcoinDevWalletOptions,
  DevWalletEvent,
  ProviderInfo,
  SatsConnectProvider,
  SigningProtocol,
} from '../wallet/createDevWallet'
export { BITCOIN_DEV_WALLET_STORAGE_KEY, createDevWallet } from '../wallet/createDevWallet'
export type { StandardAccount, StandardDevWallet } from '../wallet/createStandardDevWallet'
export { createStandardDevWallet } from '../wallet/createStandardDevWallet'
export { BITCOIN_DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export { RPC_ERROR } from '../wallet/rpcMessages'
