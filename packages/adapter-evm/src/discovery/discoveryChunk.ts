// What the adapter loads when it starts (the page is idle, the modal opens, a wallet is used): wallet discovery and
// the EIP-55 address check, together in one lazily loaded chunk so the host's first load carries neither.

export { isEvmAddress } from '../address/isEvmAddress'
export { createWalletRegistry } from './createWalletRegistry'
