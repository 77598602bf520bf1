import type { CaipNetwork, ChainAdapter, ChainNamespace, LatchState } from '@latch/core'

/** One network row of the Networks view. */
interface NetworkRow {
  network: CaipNetwork
  active: boolean
  /** The visitor cannot switch to it here (no adapter, or a wallet that cannot switch). */
  unsupported: boolean
  /** The namespace's WalletConnect session did not approve it (spec §3 `approvedCaipNetworkIds`). */
  notApproved: boolean
}

/** Networks of one namespace. */
export interface NetworkGroup {
  namespace: ChainNamespace
  rows: NetworkRow[]
}

/** The host's networks grouped by namespace (host order), each marked active, unsupported or not approved. */
export function groupNetworks(
  networks: readonly CaipNetwork[],
  state: Pick<LatchState, 'networks' | 'accounts' | 'activeNamespace'>,
  adapters: readonly ChainAdapter[],
): NetworkGroup[] {
  const groups: NetworkGroup[] = []
  for (const network of networks) {
    const namespace = network.namespace
    let group = groups.find((candidate) => candidate.namespace === namespace)
    if (!group) {
      group = { namespace, rows: [] }
      groups.push(group)
    }
    const slice = state.networks[namespace]
    const current = slice?.caipNetwork?.id
    const adapter = adapters.find((candidate) => candidate.namespace === namespace)
    const connected = state.accounts[namespace]?.status === 'connected'
    const active = namespace === state.activeNamespace && current === network.id
    const approved = slice?.approvedCaipNetworkIds ?? []
    const notApproved =
      approved.length > 0 && slice?.supportsAllNetworks === false && !approved.includes(network.id)
    // The contract's two ways to change a connected namespace's network: the wallet switches, or the dapp selects.
    const cannotSwitch =
      connected && !adapter?.switchNetwork && !adapter?.selectNetwork && current !== network.id
    group.rows.push({ network, active, unsupported: !adapter || cannotSwitch, notApproved })
  }
  return groups
}
