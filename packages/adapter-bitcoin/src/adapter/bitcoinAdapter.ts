import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { BITCOIN_WALLETCONNECT } from '../walletConnect/bitcoinWalletConnect'
import type { BitcoinAdapterOptions } from './types'

/**
 * The Latch adapter for the `bip122` namespace: sats-connect providers (`window.btc_providers`) and Wallet Standard
 * wallets with `bitcoin:connect`; payment (main) and ordinals accounts; BIP-322 signatures; Esplora balances.
 * SSR-safe: nothing touches `window` before `start()`. Signatures are checked on a server with
 * `@latch/adapter-bitcoin/verify` (bip322-js needs Node built-ins, so the browser adapter has no `verifySignature`).
 *
 * This module is all a page loads with `bitcoinAdapter` (issue 21). The wallet side (discovery, `isAddress` with
 * @scure/base's bech32 and base58check, the sign-in formatter; `createBitcoinWalletSide`) is imported by
 * `start()`, `load()` or the first wallet action; the wallet bridges, connections and the Esplora client are a
 * further chunk, imported on the first connect or reconnect. The sign-in formatter is core's: no code of its own.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('bip122', options, {
    create: async (shell) => (await import('./loadBitcoinWalletSide')).default(shell),
    abilities: ['switchNetwork', 'selectNetwork', 'getBalance'],
    walletConnect: BITCOIN_WALLETCONNECT,
  })
}
