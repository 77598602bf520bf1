import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import { SUI_WALLETCONNECT_EVENTS, SUI_WALLETCONNECT_METHODS } from '../walletConnect/suiWalletConnect'
import type { SuiAdapterOptions } from './types'

/**
 * The Latch adapter for the `sui` namespace: Wallet Standard wallets with `standard:connect`, `standard:events`
 * and `sui:signPersonalMessage`, balances through @mysten/sui's JSON-RPC client, CAIP-122 sign-in verified with
 * `verifyPersonalMessageSignature`. The dapp picks the network (`selectNetwork`); every wallet request carries
 * it as the Wallet Standard chain. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `suiAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSuiWallets`) is imported by `start()`, `load()` or the first
 * wallet action; @mysten/sui (account checks, balance, verification) is a further chunk, imported on connect.
 */
export function suiAdapter(options: SuiAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'suiAdapter',
    namespace: 'sui',
    create: async (shell) => (await import('./createSuiWallets')).createSuiWallets({ options, ...shell }),
  })
  const runtime = async () => (await side.load()).runtime()

  return {
    namespace: 'sui',
    ...side.members,
    ...forwardTo(side.load, ['connect', 'reconnect', 'disconnect', 'selectNetwork', 'signMessage']),
    ...forwardTo(runtime, ['getBalance', 'verifySignature']),
    isAddress: (address, networkId) => side.require('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => side.require('formatSignInMessage').formatSignInMessage(message),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(side.context(), {
          methods: SUI_WALLETCONNECT_METHODS,
          events: SUI_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
