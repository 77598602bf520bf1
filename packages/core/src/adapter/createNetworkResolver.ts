import type { CaipNetwork, CaipNetworkId } from '../caip/types'
import { UnsupportedChainError } from '../errors/classes/UnsupportedChainError'
import type { AdapterContext } from './types'

/** A host network with the facts the adapter keeps about it (bech32 prefix, the wallet's name for it, ...). */
export type ResolvedNetwork<Facts> = CaipNetwork & { facts: Facts }

/** The host's networks of an adapter's namespace, the one it is on, and their endpoints. */
export interface NetworkResolver<Facts = undefined> {
  /** The host's network `networkId` with its facts; `UnsupportedChainError` when the host or the adapter has none. */
  network(networkId: CaipNetworkId): ResolvedNetwork<Facts>
  /** The host's networks the adapter can serve, in the host's order. */
  all(): readonly CaipNetwork[]
  /** The network the adapter reads and signs on: the last one selected, else the host's first it can serve. */
  current(): ResolvedNetwork<Facts>
  /** Makes `networkId` the current network (a connect or a network change landed there). */
  select(networkId: CaipNetworkId): void
  /** The network selected last, if any. */
  selected(): CaipNetworkId | undefined
  /** Where a saved connection resumes: its network when the host still offers it, else the current one. */
  restore(networkId: CaipNetworkId | undefined): ResolvedNetwork<Facts>
  /** The network's endpoints: the host's `customRpcUrls` first, then its own `rpcUrls`, without repeats. */
  rpcUrls(networkId: CaipNetworkId): string[]
  /** The first of `rpcUrls`. */
  rpcUrl(networkId: CaipNetworkId): string
}

/**
 * The network half every adapter's wallet side needs, over the context `setup` gave (`context` throws before it).
 * `facts` gives what the adapter knows of a network besides its `CaipNetwork`, or undefined (or throws its own
 * typed error) for one it cannot serve, which is then `UnsupportedChainError`. A network asked for that the host
 * did not configure, or one without endpoints, is `UnsupportedChainError` too.
 */
export function createNetworkResolver<Facts = undefined>(
  context: () => AdapterContext,
  options: { facts?: (network: CaipNetwork) => Facts | undefined } = {},
): NetworkResolver<Facts> {
  let selected: CaipNetworkId | undefined
  const resolve = (network: CaipNetwork): ResolvedNetwork<Facts> | undefined => {
    const facts = options.facts ? options.facts(network) : (undefined as Facts)
    if (options.facts && facts === undefined) return undefined
    return { ...network, facts: facts as Facts }
  }
  const network = (networkId: CaipNetworkId): ResolvedNetwork<Facts> => {
    const found = context().networks.find((candidate) => candidate.id === networkId)
    const resolved = found && resolve(found)
    if (!resolved) throw new UnsupportedChainError({ details: networkId })
    return resolved
  }
  const served = (candidate: CaipNetwork) => {
    try {
      return resolve(candidate) !== undefined
    } catch {
      return false
    }
  }
  const all = () => context().networks.filter(served)
  const current = (): ResolvedNetwork<Facts> => {
    if (selected) return network(selected)
    const first = all()[0]
    if (!first) throw new UnsupportedChainError({ details: 'no network of this namespace is configured' })
    return network(first.id)
  }
  const rpcUrls = (networkId: CaipNetworkId): string[] => {
    const urls = [...(context().customRpcUrls[networkId] ?? []), ...network(networkId).rpcUrls]
    if (urls.length === 0) throw new UnsupportedChainError({ details: `${networkId} has no RPC URL` })
    return [...new Set(urls)]
  }
  return {
    network,
    all,
    current,
    select: (networkId) => {
      selected = networkId
    },
    selected: () => selected,
    restore: (networkId) =>
      networkId && all().some(({ id }) => id === networkId) ? network(networkId) : current(),
    rpcUrls,
    rpcUrl: (networkId) => rpcUrls(networkId)[0] as string,
  }
}
