import type { ChainNamespace } from '../caip/namespaces'
import { shouldSkipBalanceFetch, TOKEN_BALANCE_UNAVAILABLE } from '../rules/balanceRetry'
import { patchAccount } from '../state/updaters'
import type { FlowContext } from './FlowContext'
import { showToast } from './notices'

/**
 * Refreshes the native balance of a namespace's account (spec §4): within 30 s of a failure it does not ask
 * again and the token list reads empty; a failure stores the retry time and shows 'Token Balance Unavailable';
 * a success clears the retry mark.
 */
export async function fetchBalance(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const account = context.store.getState().accounts[namespace]
  const adapter = context.adapters.get(namespace)
  if (!account?.caipAddress || !adapter?.getBalance) return
  if (shouldSkipBalanceFetch(account.lastRetry, context.now())) {
    context.store.setState((state) => patchAccount(state, namespace, { tokenBalance: [] }))
    return
  }
  const address = account.caipAddress
  context.store.setState((state) => patchAccount(state, namespace, { balanceLoading: true }))
  try {
    const balance = await adapter.getBalance({ address })
    context.store.setState((state) => {
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
    context.logger.warn('balance fetch failed', { namespace, error })
    context.store.setState((state) =>
      patchAccount(state, namespace, { balanceLoading: false, lastRetry: context.now(), tokenBalance: [] }),
    )
    showToast(context, TOKEN_BALANCE_UNAVAILABLE)
  }
}
