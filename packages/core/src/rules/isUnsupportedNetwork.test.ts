import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types'
import { shouldShowUnsupportedChain } from './isUnsupportedNetwork'

const mainnet: CaipNetwork = {
  id: 'eip155:1',
  namespace: 'eip155',
  reference: '1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [],
}
const flags = { allowUnsupportedChain: false, basicWalletConnect: false }

describe('shouldShowUnsupportedChain (spec §4)', () => {
  it('shows UnsupportedChain for a network the host did not configure', () => {
    expect(shouldShowUnsupportedChain({ networkId: 'eip155:56', networks: [mainnet], ...flags })).toBe(true)
    expect(shouldShowUnsupportedChain({ networkId: 'eip155:1', networks: [mainnet], ...flags })).toBe(false)
  })

  it('not when unsupported chains are allowed or basic WalletConnect mode is on', () => {
    const networkId = 'eip155:56'
    expect(
      shouldShowUnsupportedChain({ networkId, networks: [mainnet], ...flags, allowUnsupportedChain: true }),
    ).toBe(false)
    expect(
      shouldShowUnsupportedChain({ networkId, networks: [mainnet], ...flags, basicWalletConnect: true }),
    ).toBe(false)
  })
})
