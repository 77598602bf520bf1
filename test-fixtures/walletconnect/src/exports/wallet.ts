// Browser-safe: the sign-client wallet with real keys (Node tests and the demo's wallet page).
export type {
  ReceivedRequest,
  SignClientWallet,
  SignClientWalletOptions,
} from '../wallet/createSignClientWallet'
export { createSignClientWallet } from '../wallet/createSignClientWallet'
export { MemoryStorage } from '../wallet/memoryStorage'
export { silentLogger } from '../wallet/silentLogger'
