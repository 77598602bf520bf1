// Browser-safe entry: the Keplr-interface dev wallet over a real @cosmjs key.

export { makeAdr36SignDoc } from '../wallet/adr36'
export type {
  CosmosDevProvider,
  CosmosDevWallet,
  CosmosDevWalletOptions,
  DevOfflineSigner,
} from '../wallet/createDevWallet'
export { ANNOUNCE_WALLET_EVENT, createCosmosDevWallet, REQUEST_WALLET_EVENT } from '../wallet/createDevWallet'
export { DEV_COSMOS_MNEMONIC } from '../wallet/devMnemonic'
export { DEV_WALLET_ICON } from '../wallet/devWalletIcon'
export type { KeplrChainInfo, KeplrCurrency, KeplrKey, StdSignature } from '../wallet/keplrTypes'
export type { DevChain } from '../wallet/knownChains'
export { DEV_WALLET_CHAINS } from '../wallet/knownChains'
export type { GrantStorage } from '../wallet/rememberGrant'
export { COSMOS_DEV_WALLET_STORAGE_KEY } from '../wallet/rememberGrant'
export { REQUEST_REJECTED } from '../wallet/walletRejection'
