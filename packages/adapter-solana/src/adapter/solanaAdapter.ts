import { type ChainAdapter, forwardTo, lazyWalletSide, walletConnectProposal } from '@latch/core'
import {
  SOLANA_WALLETCONNECT_EVENTS,
  SOLANA_WALLETCONNECT_METHODS,
} from '../walletConnect/solanaWalletConnectMethods'
import type { SolanaAdapterOptions } from './types'

/**
 * The Latch adapter for the `solana` namespace: Wallet Standard wallets (and `@solana/wallet-adapter-base`
 * adapters through `@latch/adapter-solana/legacy`), SOL and SPL transfers, CAIP-122 sign-in with ed25519
 * verification. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `solanaAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSolanaWallets`) is imported by `start()`, `load()` or the first
 * wallet action; the @solana/kit runtime (balance, fee, transfers, signature checks) is a further chunk, imported
 * on the first read or send.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const side = lazyWalletSide({
    name: 'solanaAdapter',
    namespace: 'solana',
    create: async (shell) =>
      (await import('./createSolanaWallets')).createSolanaWallets({ options, ...shell }),
  })
  const runtime = async () => (await side.load()).runtime()

  return {
    namespace: 'solana',
    // Discovery (start) loads only the wallet side: @solana/kit loads with the first read or send of a connected
    // account, never on idle for a visitor who does not connect (issue 21: nothing loads before it is needed).
    ...side.members,
    ...forwardTo(side.load, ['connect', 'reconnect', 'disconnect', 'selectNetwork', 'signMessage']),
    ...forwardTo(runtime, [
      'getBalance',
      'getTokenBalances',
      'getActivity',
      'sendTransfer',
      'estimateTransferFee',
      'verifySignature',
    ]),
    isAddress: (address, networkId) => side.require('isAddress').isAddress(address, networkId),
    formatSignInMessage: (message) => side.require('formatSignInMessage').formatSignInMessage(message),
    walletConnect: {
      namespace: () =>
        walletConnectProposal(side.context(), {
          methods: SOLANA_WALLETCONNECT_METHODS,
          events: SOLANA_WALLETCONNECT_EVENTS,
        }),
      // The session's wallet code loads with the session (core awaits attach), not with the page.
      attach: side.attachWalletConnect,
    },
  }
}
