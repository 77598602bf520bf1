// Public API of @latch/walletconnect. The WalletConnect SDK itself is not imported here: it is a separate chunk,
// loaded when the visitor picks WalletConnect or a stored session must be restored.
export type { WalletConnectOptions, WalletConnectStorage } from '../options'
export { walletConnect } from '../walletConnect'
