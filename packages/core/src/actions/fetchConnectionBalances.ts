import type { ChainNamespace } from '../caip/namespaces'
import type { CaipAddress } from '../caip/types'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link fetchConnectionBalances}. */
export interface FetchConnectionBalancesParameters {
  namespace: ChainNamespace
  /**
   * Read these accounts of the namespace's connections instead of each connection's main account (Account's
   * account switcher lists every account of the wallet in use); an address of no connection is left out.
   */
  addresses?: readonly CaipAddress[]
}

/** {@link fetchConnectionBalances} resolves once every balance it could read is in `balances`. */
export type FetchConnectionBalancesReturnType = void

/**
 * Reads the native balance of each kept connection's main account on a namespace (multi-wallet mode's Connections
 * view), or of the accounts asked for (the account switcher), through the 30 s balance cache, into `balances` by
 * CAIP-10 address. A balance that cannot be read is left out with a log line, never a toast: the active account's
 * own read reports failures.
 */
export async function fetchConnectionBalances(
  latch: Latch,
  parameters: FetchConnectionBalancesParameters,
): Promise<FetchConnectionBalancesReturnType> {
  const { store, adapters, logger } = clientCore(latch)
  const { namespace } = parameters
  const adapter = adapters.get(namespace)
  if (!adapter?.getBalance) return
  const addresses = new Set<CaipAddress>()
  for (const connection of store.getState().connections[namespace] ?? []) {
    const main = connection.accounts[0]
    if (!parameters.addresses && main) addresses.add(main.address)
    for (const account of connection.accounts)
      if (parameters.addresses?.includes(account.address)) addresses.add(account.address)
  }
  await Promise.all(
    [...addresses].map(async (address) => {
      try {
        const balance = await withFlowContext(latch, ({ chainData }) =>
          chainData.getBalance(adapter, address),
        )
        store.setState((state) => ({ ...state, balances: { ...state.balances, [address]: balance } }))
      } catch (error) {
        logger.warn('connection balance fetch failed', { namespace, error })
      }
    }),
  )
}
