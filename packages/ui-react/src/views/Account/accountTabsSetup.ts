import type { ActivityItem, CaipNetwork, TokenHolding } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { createTestClient } from '../../test/renderLatch'

// What the Account tabs' tests share: the tokens they hold and a client reading through the functions given.
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const usdc: TokenHolding = {
  networkId: 'eip155:1',
  address: USDC,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  quantity: '250.5',
}
export const spam: TokenHolding = {
  networkId: 'eip155:1',
  address: '0x9999999999999999999999999999999999999999',
  name: 'Free money',
  symbol: 'CLAIM\u202Egnp.exe',
  decimals: 18,
  quantity: '1000000',
  spam: true,
}
export const HOUR = 3600_000

/** A token row's text after its icon (the token's image, or its letter tile without one). */
export const textAfterIcon = (row: HTMLElement) =>
  row.textContent?.slice(row.querySelector('.latch-image')?.textContent?.length ?? 0)

/** A client whose adapter reads tokens and activity through the functions given (core's test double). */
export function setup(
  reads: {
    getTokenBalances?: () => Promise<TokenHolding[]>
    getActivity?: () => Promise<ActivityItem[]>
  },
  network: CaipNetwork = testNetworks.mainnet,
) {
  const adapter = Object.assign(createTestAdapter({ balance: 1_500_000_000_000_000_000n }), reads)
  return createTestClient({
    adapter,
    networks: [network],
    tokens: { 'eip155:1': [{ address: USDC }] },
    tokenPrices: async ({ tokens }) =>
      tokens.map((token) => (token.address === USDC ? 1 : token.address ? 9999 : 2000)),
  })
}
