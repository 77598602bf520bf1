import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import {
  STACKS_WALLETCONNECT_EVENTS,
  STACKS_WALLETCONNECT_METHODS,
} from '../walletConnect/stacksWalletConnect'
import type { StacksAdapterOptions } from './types'

/**
 * The Latch adapter for the `stacks` namespace. Wallets come from @stacks/connect's provider registry
 * (`window.wbip_providers`: Leather, Xverse, ...) and are called through their `request(method, params)`, the
 * layer under @stacks/connect's `request` (see the README for why not `request` itself). Connect asks
 * `getAddresses` for the chosen network and keeps the Stacks account (main) and the wallet's Bitcoin accounts;
 * the dapp chooses the network (`selectNetwork`). SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `stacksAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createStacksWallets`) is imported by `start()`, `load()` or the first
 * wallet action; the @stacks SDK runtime (account checks, balances, signature checks) is a further chunk, imported
 * on connect / reconnect.
 */
export function stacksAdapter(options: StacksAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'stacksAdapter',
    namespace: 'stacks',
    create: async (shell) =>
      (await import('./createStacksWallets')).createStacksWallets({ options, ...shell }),
    // The list was empty until now: the host's own wallets are reported at once, discovered ones as found.
    reportWalletsOnArrival: true,
  })

  return {
    namespace: 'stacks',
    ...side.members,
    ...forwardTo(side.load, [
      'connect',
      'reconnect',
      'disconnect',
      'selectNetwork',
      'signMessage',
      'getBalance',
      'verifySignature',
    ]),
    isAddress: (address, networkId) => side.require('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => side.require('formatSignInMessage').formatSignInMessage(message),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(side.context(), {
          methods: STACKS_WALLETCONNECT_METHODS,
          events: STACKS_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
