import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { STACKS_WALLETCONNECT } from '../walletConnect/stacksWalletConnect'
import type { StacksAdapterOptions } from './types'

/**
 * The Latch adapter for the `stacks` namespace. Wallets come from @stacks/connect's provider registry
 * (`window.wbip_providers`: Leather, Xverse, ...) and are called through their `request(method, params)`, the
 * layer under @stacks/connect's `request` (see the README for why not `request` itself). Connect asks
 * `getAddresses` for the chosen network and keeps the Stacks account (main) and the wallet's Bitcoin accounts;
 * the dapp chooses the network (`selectNetwork`). SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `stacksAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createStacksWalletSide`) is imported by `start()`, `load()` or the
 * first wallet action; the @stacks SDK runtime (account checks, balances, signature checks) is a further chunk,
 * imported on connect / reconnect. The host's own wallets are reported once the wallet side is in.
 */
export function stacksAdapter(options: StacksAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('stacks', options, {
    create: async (shell) => (await import('./loadStacksWalletSide')).default(shell),
    abilities: ['selectNetwork', 'getBalance', 'verifySignature'],
    walletConnect: STACKS_WALLETCONNECT,
  })
}
