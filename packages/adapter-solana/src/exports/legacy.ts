// Public API of @latch/adapter-solana/legacy: wallets that only exist as @solana/wallet-adapter-base adapters.
// It needs the optional peers @solana/wallet-adapter-base and @solana/web3.js; nothing else in the package does.
export type { LegacyWalletOptions } from '../legacy/fromWalletAdapter'
export { fromWalletAdapter } from '../legacy/fromWalletAdapter'
