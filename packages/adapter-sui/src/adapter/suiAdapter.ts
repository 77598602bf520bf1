import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { SUI_WALLETCONNECT } from '../walletConnect/suiWalletConnect'
import type { SuiAdapterOptions } from './types'

/**
 * The Latch adapter for the `sui` namespace: Wallet Standard wallets with `standard:connect`, `standard:events`
 * and `sui:signPersonalMessage`, balances through @mysten/sui's JSON-RPC client, CAIP-122 sign-in verified with
 * `verifyPersonalMessageSignature`. The dapp picks the network (`selectNetwork`); every wallet request carries
 * it as the Wallet Standard chain. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `suiAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSuiWalletSide`) is imported by `start()`, `load()` or the first
 * wallet action; @mysten/sui (account checks, balance, verification) is a further chunk, imported on connect.
 */
export function suiAdapter(options: SuiAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('sui', options, {
    create: async (shell) => (await import('./loadSuiWalletSide')).default(shell),
    abilities: ['selectNetwork', 'getBalance', 'verifySignature'],
    walletConnect: SUI_WALLETCONNECT,
    // Discovery by announcement lists the page's wallets without the SDK; wallets the host passes need the side.
    ...(options.discover !== false && !options.wallets
      ? { announced: { connectors: () => import('../wallets/announcedSuiConnectors') } }
      : {}),
  })
}
