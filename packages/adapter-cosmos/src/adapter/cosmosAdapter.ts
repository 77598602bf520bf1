import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { COSMOS_WALLETCONNECT } from '../walletConnect/cosmosWalletConnect'
import type { CosmosAdapterOptions } from './types'

/**
 * The Latch adapter for the `cosmos` namespace: Keplr-interface wallets (Keplr, Leap, Cosmostation, OKX, Station
 * and announced ones), chains the dapp chooses, ADR-36 message signing and CAIP-122 sign-in. SSR-safe: nothing
 * touches `window` before `start()`.
 *
 * This module is all a page loads with `cosmosAdapter` (issue 21). The wallet side (discovery, sessions, chain
 * grants, connect, sign, `isAddress`, the sign-in formatter; `createCosmosWalletSide`) is imported by `start()`,
 * `load()` or the first wallet action; @cosmjs (balances over CometBFT RPC, signature checks) is a further chunk,
 * imported after a connection. The host's own wallets are reported once the wallet side is in (the list was
 * empty until then), discovered ones as found.
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('cosmos', options, {
    create: async (shell) => (await import('./loadCosmosWalletSide')).default(shell),
    abilities: ['selectNetwork', 'getBalance', 'verifySignature'],
    walletConnect: COSMOS_WALLETCONNECT,
  })
}
