import type { Latch } from '../latch/types'
import { fetchActivity } from './fetchActivity'
import { fetchBalance } from './fetchBalance'
import { fetchTokens } from './fetchTokens'
import { withFlowContext } from './internal/flowContext'

/** {@link refreshAfterOnramp} resolves once balance, tokens and activity are read again. */
export type RefreshAfterOnrampReturnType = void

/**
 * After the visitor comes back from a provider's page: drops the active account's cached balance, tokens and
 * activity and reads them again, so a purchase shows without a reload.
 */
export function refreshAfterOnramp(latch: Latch): Promise<RefreshAfterOnrampReturnType> {
  return withFlowContext(latch, async (context) => {
    const namespace = context.store.getState().activeNamespace
    const address = namespace ? context.store.getState().accounts[namespace]?.caipAddress : undefined
    if (!namespace || !address) return
    context.chainData.forget(address)
    await Promise.all([
      fetchBalance(latch, { namespace, fresh: true }),
      fetchTokens(latch, { namespace }),
      fetchActivity(latch, { namespace }),
    ])
  })
}
