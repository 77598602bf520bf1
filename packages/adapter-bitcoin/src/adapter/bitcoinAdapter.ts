import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import {
  BITCOIN_WALLETCONNECT_EVENTS,
  BITCOIN_WALLETCONNECT_METHODS,
} from '../walletConnect/bitcoinWalletConnect'
import type { BitcoinAdapterOptions } from './types'

/**
 * The Latch adapter for the `bip122` namespace: sats-connect providers (`window.btc_providers`) and Wallet Standard
 * wallets with `bitcoin:connect`; payment (main) and ordinals accounts; BIP-322 signatures; Esplora balances.
 * SSR-safe: nothing touches `window` before `start()`. Signatures are checked on a server with
 * `@latch/adapter-bitcoin/verify` (bip322-js needs Node built-ins, so the browser adapter has no `verifySignature`).
 *
 * This module is all a page loads with `bitcoinAdapter` (issue 21). The wallet side (discovery, `isAddress` with
 * @scure/base's bech32 and base58check; `createBitcoinWallets`) is imported by `start()`, `load()` or the first
 * wallet action; the wallet bridges, connections and the Esplora client are a further chunk, imported on the first connect
 * or reconnect. The sign-in formatter is core's: no code of its own.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'bitcoinAdapter',
    namespace: 'bip122',
    create: async (shell) =>
      (await import('./createBitcoinWallets')).createBitcoinWallets({ options, ...shell }),
  })

  return {
    namespace: 'bip122',
    ...side.members,
    ...forwardTo(side.load, [
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'selectNetwork',
      'getBalance',
      'signMessage',
    ]),
    isAddress: (address, networkId) => side.require('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => side.require('formatSignInMessage').formatSignInMessage(message),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(side.context(), {
          methods: BITCOIN_WALLETCONNECT_METHODS,
          events: BITCOIN_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
