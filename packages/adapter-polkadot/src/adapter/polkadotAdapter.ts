import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import type { PolkadotAdapterOptions } from './types'

/**
 * The Latch adapter for the `polkadot` namespace: extensions injected under `window.injectedWeb3` (Polkadot{.js},
 * SubWallet, Talisman, ...), SS58 accounts re-encoded per network, `signRaw` message signing, CAIP-122 sign-in and
 * the free balance from System.Account. The dapp chooses the network (`selectNetwork`); extensions do not switch.
 * SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `polkadotAdapter` (issue 21). The wallet side (extension discovery,
 * sessions, connect, sign, `isAddress` with noble's blake2b; `createPolkadotWallets`) is imported by `start()`,
 * `load()` or the first wallet action; @polkadot/util-crypto and @polkadot/types are a further chunk, imported when
 * the visitor connects or a stored connection is restored. The sign-in formatter is core's: no code of its own.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'polkadotAdapter',
    namespace: 'polkadot',
    create: async (shell) =>
      (await import('./createPolkadotWallets')).createPolkadotWallets({ options, ...shell }),
  })
  const runtime = async () => (await side.load()).runtime()

  return {
    namespace: 'polkadot',
    ...side.members,
    ...forwardTo(side.load, [
      'connect',
      'reconnect',
      'disconnect',
      'selectNetwork',
      'signMessage',
      'getBalance',
    ]),
    ...forwardTo(runtime, ['verifySignature']),
    isAddress: (address, networkId) => side.require('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => side.require('formatSignInMessage').formatSignInMessage(message),
    walletConnect: {
      // The names Polkadot wallets use over WalletConnect.
      namespace: () =>
        walletConnectProposal(side.context(), {
          methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
