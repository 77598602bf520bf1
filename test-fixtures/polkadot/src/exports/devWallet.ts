// Browser-safe entry: the injected (window.injectedWeb3) real-key Polkadot dev wallet.

export type {
  DevAccountSpec,
  DevKeyType,
  PolkadotDevWallet,
  PolkadotDevWalletOptions,
} from '../wallet/createPolkadotDevWallet'
export { createPolkadotDevWallet, POLKADOT_DEV_WALLET_STORAGE_KEY } from '../wallet/createPolkadotDevWallet'
export { POLKADOT_DEV_WALLET_ICON } from '../wallet/devWalletIcon'
