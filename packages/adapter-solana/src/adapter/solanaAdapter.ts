import { type ChainAdapter, lazyAdapter } from '@latch/core'
import { SOLANA_WALLETCONNECT } from '../walletConnect/solanaWalletConnect'
import type { SolanaAdapterOptions } from './types'

/**
 * The Latch adapter for the `solana` namespace: Wallet Standard wallets (and `@solana/wallet-adapter-base`
 * adapters through `@latch/adapter-solana/legacy`), SOL and SPL transfers, CAIP-122 sign-in with ed25519
 * verification. SSR-safe: nothing touches `window` before `start()`.
 *
 * This module is all a page loads with `solanaAdapter` (issue 21). The wallet side (discovery, sessions, connect,
 * sign, `isAddress`, the sign-in formatter; `createSolanaWalletSide`) is imported by `start()`, `load()` or the
 * first wallet action; the @solana/kit runtime (balance, fee, transfers, signature checks) is a further chunk,
 * imported on the first read or send: discovery (`start`) never loads it for a visitor who does not connect.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  return lazyAdapter('solana', options, {
    create: async (shell) => (await import('./loadSolanaWalletSide')).default(shell),
    abilities: [
      'selectNetwork',
      'getBalance',
      'getTokenBalances',
      'getActivity',
      'sendTransfer',
      'sendPreparedTransaction',
      'estimateTransferFee',
      'verifySignature',
    ],
    walletConnect: SOLANA_WALLETCONNECT,
    // Announced wallets are listed without the SDK; wallets the host passes need the wallet side.
    ...(options.discover !== false && !options.wallets && !options.adapters
      ? { announced: { connectors: () => import('../wallets/announcedSolanaConnectors') } }
      : {}),
  })
}
