import type { CaipNetwork } from '@latch/core'
import type { Chain } from 'viem'

/** Turns a viem chain into the CaipNetwork Latch's options take (`eip155:<id>`). */
export function evmNetwork(chain: Chain, extra: { imageUrl?: string } = {}): CaipNetwork {
  const explorer = chain.blockExplorers?.default.url
  return {
    id: `eip155:${chain.id}`,
    namespace: 'eip155',
    reference: String(chain.id),
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrl: explorer } : {}),
    ...(extra.imageUrl ? { imageUrl: extra.imageUrl } : {}),
    ...(chain.testnet ? { testnet: true } : {}),
  }
}
