import type { ChainNamespace } from '../caip/namespaces'
import { ChainDataUnavailableError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import type { AccountDataState } from '../state/types'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { startRead } from './internal/latestRead'

/** Parameters of {@link fetchActivity}. */
export interface FetchActivityParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link fetchActivity} resolves once the read settled: the Activity tab's read status is in `state.accountData[ns]`. */
export type FetchActivityReturnType = void

/**
 * Reads the Activity tab: the account's recent transactions through the 15 s cache. An endpoint that cannot answer
 * the activity methods ends 'unavailable'; any other failure 'error' (the tab offers a retry). A read that a newer
 * one overtook writes nothing.
 */
export function fetchActivity(
  latch: Latch,
  parameters: FetchActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const namespace = parameters.namespace ?? latch.getState().activeNamespace
  return namespace ? withFlowContext(latch, (context) => read(context, namespace)) : Promise.resolve()
}

async function read(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { store, chainData } = context
  const address = store.getState().accounts[namespace]?.caipAddress
  const adapter = context.adapters.get(namespace)
  if (!address || !adapter) return
  const isNewest = startRead(context.reads, `activity:${namespace}`)
  const patch = (change: Partial<AccountDataState>) =>
    store.setState((state) => {
      if (!isNewest() || state.accounts[namespace]?.caipAddress !== address) return state
      const current = state.accountData[namespace]
      const base: AccountDataState =
        current?.address === address
          ? current
          : { address, tokens: 'idle', activity: 'idle', activityItems: [] }
      return { ...state, accountData: { ...state.accountData, [namespace]: { ...base, ...change } } }
    })
  patch({ activity: 'loading' })
  try {
    const items = await chainData.getActivity(adapter, address)
    patch({ activity: 'ready', activityItems: items })
  } catch (raw) {
    const error = toLatchError(raw)
    const unavailable = error.code === ChainDataUnavailableError.code
    // An endpoint without the activity methods is a fact about it, not a failure.
    if (unavailable) context.logger.info('activity not available', { namespace, details: error.details })
    else context.logger.warn('activity fetch failed', { namespace, error })
    patch({ activity: unavailable ? 'unavailable' : 'error', activityItems: [] })
  }
}
