import type { ChainNamespace } from '../caip/namespaces'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { shouldSkipBalanceFetch, TOKEN_BALANCE_UNAVAILABLE } from '../rules/balanceRetry'
import { patchAccount } from '../state/updaters'
import { withFlowContext } from './internal/flowContext'
import { setToast } from './internal/notices'

/** Parameters of {@link fetchBalance}. */
export interface FetchBalanceParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Past the adapter's own balance cache (the balance changed outside the dapp: an on-ramp purchase). */
  fresh?: boolean
}

/** {@link fetchBalance} resolves once the balance is in state (`accounts[ns].balance`, `balances`). */
export type FetchBalanceReturnType = void

/**
 * Refreshes the native balance of a namespace's account (spec §4) through the 30 s balance cache (`fresh` reads
 * past it): within 30 s of a failure it does not ask
 * again and the token list reads empty; a failure stores the retry time and shows 'Token Balance Unavailable';
 * a success clears the retry mark. Without a connected account (or an adapter that reads balances) it does nothing.
 */
export async function fetchBalance(
  latch: Latch,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const { store, adapters, logger, now } = clientCore(latch)
  const namespace = parameters.namespace ?? store.getState().activeNamespace
  const account = namespace ? store.getState().accounts[namespace] : undefined
  const adapter = namespace ? adapters.get(namespace) : undefined
  if (!namespace || !account?.caipAddress || !adapter?.getBalance) return
  if (shouldSkipBalanceFetch(account.lastRetry, now())) {
    store.setState((state) => patchAccount(state, namespace, { tokenBalance: [] }))
    return
  }
  const address = account.caipAddress
  store.setState((state) => patchAccount(state, namespace, { balanceLoading: true }))
  try {
    // Through the balance cache (spec §3, 30 s): a reload within it shows the stored balance without an RPC call.
    const balance = await withFlowContext(latch, ({ chainData }) =>
      chainData.getBalance(adapter, address, parameters.fresh),
    )
    store.setState((state) => {
      if (state.accounts[namespace]?.caipAddress !== address) return state
      const next = patchAccount(state, namespace, {
        balance: balance.formatted,
        balanceSymbol: balance.symbol,
        balanceLoading: false,
        lastRetry: undefined,
      })
      return { ...next, balances: { ...next.balances, [address]: balance } }
    })
  } catch (error) {
    logger.warn('balance fetch failed', { namespace, error })
    store.setState((state) =>
      patchAccount(state, namespace, { balanceLoading: false, lastRetry: now(), tokenBalance: [] }),
    )
    setToast({ store }, TOKEN_BALANCE_UNAVAILABLE)
  }
}
