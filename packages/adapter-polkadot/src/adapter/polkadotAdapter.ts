import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { POLKADOT_WALLETCONNECT } from '../walletConnect/polkadotWalletConnect'
import type { PolkadotAdapterOptions } from './types'

/**
 * The Latch adapter for the `polkadot` namespace: extensions injected under `window.injectedWeb3` (Polkadot{.js},
 * SubWallet, Talisman, ...), SS58 accounts re-encoded per network, `signRaw` message signing, CAIP-122 sign-in and
 * the free balance from System.Account. The dapp chooses the network (`selectNetwork`); extensions do not switch.
 * SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `polkadotAdapter` (issue 21). The wallet side (extension discovery,
 * sessions, connect, sign, `isAddress` with noble's blake2b; `createPolkadotWalletSide`) is imported by `start()`,
 * `load()` or the first wallet action; @polkadot/util-crypto and @polkadot/types are a further chunk, imported when
 * the visitor connects or a stored connection is restored. The sign-in formatter is core's: no code of its own.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('polkadot', options, {
    create: async (shell) => (await import('./loadPolkadotWalletSide')).default(shell),
    abilities: ['selectNetwork', 'getBalance', 'verifySignature'],
    walletConnect: POLKADOT_WALLETCONNECT,
  })
}
