import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import {
  COSMOS_WALLETCONNECT_EVENTS,
  COSMOS_WALLETCONNECT_METHODS,
} from '../walletConnect/cosmosWalletConnect'
import type { CosmosAdapterOptions } from './types'

/**
 * The Latch adapter for the `cosmos` namespace: Keplr-interface wallets (Keplr, Leap, Cosmostation, OKX, Station
 * and announced ones), chains the dapp chooses, ADR-36 message signing and CAIP-122 sign-in. SSR-safe: nothing
 * touches `window` before `start()`.
 *
 * This module is all a page loads with `cosmosAdapter` (issue 21). The wallet side (discovery, sessions, chain
 * grants, connect, sign, `isAddress`, the sign-in formatter; `createCosmosWallets`) is imported by `start()`,
 * `load()` or the first wallet action; @cosmjs (balances over CometBFT RPC, signature checks) is a further chunk,
 * imported after a connection.
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'cosmosAdapter',
    namespace: 'cosmos',
    create: async (shell) =>
      (await import('./createCosmosWallets')).createCosmosWallets({ options, ...shell }),
    // The list was empty until now: the host's own wallets are reported at once, discovered ones as found.
    reportWalletsOnArrival: true,
  })

  return {
    namespace: 'cosmos',
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
          methods: COSMOS_WALLETCONNECT_METHODS,
          events: COSMOS_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
