import type { ActivityItem, CaipNetworkId, TokenHolding } from '@latch/core'
import type { TestAdapter } from '@latch/core/testing'

// What the gallery's EVM wallet answers when the Account tabs read its tokens and its activity.

/** How the tokens and activity reads answer: with rows, with none, never, or with a failure. */
export type AccountReads = 'data' | 'empty' | 'loading' | 'error'

const ANVIL: CaipNetworkId = 'eip155:31337'
/** The demo's token on anvil (the first contract anvil's first account deploys), listed by the host. */
export const GALLERY_USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HOUR = 3_600_000

const HOLDINGS: TokenHolding[] = [
  {
    networkId: ANVIL,
    address: GALLERY_USDC,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    quantity: '250.5',
  },
]

/** Three transfers: USDC received, ETH sent, and a failed contract call (times relative to the page load). */
function activity(): ActivityItem[] {
  const now = Date.now()
  return [
    {
      hash: `0x${'1'.repeat(64)}`,
      networkId: ANVIL,
      timestamp: now - 2 * HOUR,
      direction: 'received',
      counterparty: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      amount: { formatted: '250.5', symbol: 'USDC', tokenAddress: GALLERY_USDC },
    },
    {
      hash: `0x${'2'.repeat(64)}`,
      networkId: ANVIL,
      timestamp: now - 26 * HOUR,
      direction: 'sent',
      counterparty: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: { formatted: '0.25', symbol: 'ETH' },
    },
    {
      hash: `0x${'3'.repeat(64)}`,
      networkId: ANVIL,
      timestamp: now - 72 * HOUR,
      direction: 'contract',
      counterparty: GALLERY_USDC,
      failed: true,
    },
  ]
}

/** Gives `adapter` token and activity reads that answer as `reads` says. */
export function answerAccountReads(adapter: TestAdapter, reads: AccountReads): void {
  const answer = <T>(rows: () => T[]): (() => Promise<T[]>) => {
    if (reads === 'loading') return () => new Promise(() => {})
    if (reads === 'error') return async () => Promise.reject(new Error('the node did not answer'))
    return async () => (reads === 'empty' ? [] : rows())
  }
  Object.assign(adapter, { getTokenBalances: answer(() => HOLDINGS), getActivity: answer(activity) })
}
