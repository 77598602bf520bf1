import type { StacksWallet } from '../wallets/types'

/** Where the adapter keeps what a wallet granted, so a reload reconnects without a prompt. */
export type StacksAdapterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Options of `stacksAdapter`. */
export interface StacksAdapterOptions {
  /** Wallets to offer besides the discovered ones (a provider the host builds, or Node tests). */
  wallets?: readonly StacksWallet[]
  /** Discover wallets in `window.wbip_providers` (and the well-known globals) in `start()`; default true. */
  discover?: boolean
  /** Where connections are remembered for `reconnect`; default `localStorage` (memory when it throws). */
  storage?: StacksAdapterStorage
  /** Timeout of a Stacks API balance read in ms; default 15 000. */
  balanceTimeoutMs?: number
  /** A Hiro API key, sent as `x-api-key` to Hiro's hosts only. */
  apiKey?: string
}
