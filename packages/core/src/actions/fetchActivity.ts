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
    patch({ activity: 'ready', activityItems: items, activityMore: 'idle', activityEnd: false })
  } catch (raw) {
    const error = toLatchError(raw)
    const unavailable = error.code === ChainDataUnavailableError.code
    // An endpoint without the activity methods is a fact about it, not a failure.
    if (unavailable) context.logger.info('activity not available', { namespace, details: error.details })
    else context.logger.warn('activity fetch failed', { namespace, error })
    patch({ activity: unavailable ? 'unavailable' : 'error', activityItems: [] })
  }
}

/** Most transactions the Activity tab keeps however far the visitor scrolls (RELIABILITY #6: list sizes capped). */
const ACTIVITY_ITEMS_MAX = 500

/** Parameters of {@link fetchMoreActivity}. */
export interface FetchMoreActivityParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/**
 * Reads the Activity page older than the last transaction listed (the visitor scrolled to the end) and appends
 * it, without duplicates. An empty page marks the end of the history (`activityEnd`); a failure sets
 * `activityMore: 'error'` and keeps what is listed. Does nothing before the first page is in, at the end, or while
 * a read is under way.
 */
export function fetchMoreActivity(
  latch: Latch,
  parameters: FetchMoreActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const namespace = parameters.namespace ?? latch.getState().activeNamespace
  return namespace ? withFlowContext(latch, (context) => readMore(context, namespace)) : Promise.resolve()
}

async function readMore(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { store, chainData } = context
  const address = store.getState().accounts[namespace]?.caipAddress
  const adapter = context.adapters.get(namespace)
  const data = store.getState().accountData[namespace]
  if (!address || !adapter || data?.address !== address || data.activity !== 'ready') return
  if (data.activityEnd || data.activityMore === 'loading') return
  const oldest = data.activityItems.at(-1)
  if (!oldest || data.activityItems.length >= ACTIVITY_ITEMS_MAX) return
  const listed = data.activityItems
  const setMore = (change: Partial<AccountDataState>) =>
    store.setState((state) => {
      const current = state.accountData[namespace]
      // A fresh first page (refresh, another account) replaced the list this page continues: drop the page.
      if (current?.address !== address || current.activityItems !== listed) return state
      return { ...state, accountData: { ...state.accountData, [namespace]: { ...current, ...change } } }
    })
  setMore({ activityMore: 'loading' })
  try {
    const page = await chainData.getActivity(adapter, address, oldest.hash)
    const known = new Set(listed.map((item) => item.hash))
    const fresh = page.filter((item) => !known.has(item.hash))
    setMore({
      activityItems: [...listed, ...fresh].slice(0, ACTIVITY_ITEMS_MAX),
      activityMore: 'ready',
      activityEnd: fresh.length === 0,
    })
  } catch (error) {
    context.logger.warn('older activity fetch failed', { namespace, error })
    setMore({ activityMore: 'error' })
  }
}
