import type { CaipNetwork } from '@latch/core'
import { NetworkNotFoundError } from '@latch/core'
import { type Config, createConfig, fallback, http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from '../networks/toViemChain'

/**
 * Builds the wagmi config the adapter uses when the host passes none: one chain per configured eip155 network,
 * each with an HTTP transport over its RPC URLs (custom ones first, with fallback). No storage and no wagmi
 * discovery: core persists connections and the adapter discovers wallets itself.
 */
export function createEvmWagmiConfig(
  networks: readonly CaipNetwork[],
  customRpcUrls: Readonly<Record<string, readonly string[]>>,
): Config {
  const chains = networks.map((network) => toViemChain(network, customRpcUrls[network.id]))
  const [first, ...rest] = chains
  if (!first) throw new NetworkNotFoundError({ details: 'no eip155 network configured' })
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    const urls = chain.rpcUrls.default.http
    transports[chain.id] = urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0])
  }
  return createConfig({
    chains: [first, ...rest] as [Chain, ...Chain[]],
    transports,
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: true,
  })
}
