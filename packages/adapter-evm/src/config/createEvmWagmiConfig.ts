import type { CaipNetwork } from '@latch/core'
import { NetworkNotFoundError } from '@latch/core'
import { type Config, createConfig, fallback, http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from '../networks/toViemChain'

/** How the built transports treat a slow node. */
export interface EvmTransportOptions {
  /** Per-request timeout (ms); default 10 s. */
  timeoutMs?: number
  /** ENS Universal Resolver address per CAIP-2 network id, for chains viem does not know one for. */
  ensUniversalResolvers?: Readonly<Record<string, `0x${string}`>>
}

/** Default per-request RPC timeout of the built config. */
const DEFAULT_RPC_TIMEOUT_MS = 10_000

/**
 * Builds the wagmi config the adapter uses when the host passes none: one chain per configured eip155 network,
 * each with an HTTP transport over its RPC URLs (custom ones first, with fallback). No storage and no wagmi
 * discovery: core persists connections and the adapter discovers wallets itself. A request that times out is
 * retried once (viem's default is three times), so a hanging node is reported in about two timeouts
 * (RELIABILITY #22), not four.
 */
export function createEvmWagmiConfig(
  networks: readonly CaipNetwork[],
  customRpcUrls: Readonly<Record<string, readonly string[]>>,
  transport: EvmTransportOptions = {},
): Config {
  const chains = networks.map((network) => {
    const chain = toViemChain(network, customRpcUrls[network.id])
    const resolver = transport.ensUniversalResolvers?.[network.id]
    return resolver
      ? { ...chain, contracts: { ...chain.contracts, ensUniversalResolver: { address: resolver } } }
      : chain
  })
  const [first, ...rest] = chains
  if (!first) throw new NetworkNotFoundError({ details: 'no eip155 network configured' })
  const transports: Record<number, Transport> = {}
  const httpOptions = { timeout: transport.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS, retryCount: 1 }
  for (const chain of chains) {
    const urls = chain.rpcUrls.default.http
    transports[chain.id] =
      urls.length > 1 ? fallback(urls.map((url) => http(url, httpOptions))) : http(urls[0], httpOptions)
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
