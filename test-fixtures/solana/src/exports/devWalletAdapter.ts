// The dev wallet behind the legacy @solana/wallet-adapter-base interface (web3.js 1.x), for the legacy path's tests.

export { DevWalletAdapter } from '../wallet/DevWalletAdapter'
