import type { ChainNamespace } from '../caip/namespaces'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { patchAccount } from '../state/updaters'

/** Parameters of {@link fetchAccountType}. */
export interface FetchAccountTypeParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link fetchAccountType} resolves with `smartAccountDeployed`, or undefined when it could not be read. */
export type FetchAccountTypeReturnType = boolean | undefined

/**
 * Reads from the chain whether the connected account has smart-account code (`state.accounts[ns].smartAccountDeployed`,
 * spec §3) through the adapter's `isSmartAccountDeployed`. Without that member, or without an account, nothing
 * changes; a failed read is logged and keeps the last value.
 */
export async function fetchAccountType(
  latch: Latch,
  parameters: FetchAccountTypeParameters = {},
): Promise<FetchAccountTypeReturnType> {
  const { store, adapters, logger } = clientCore(latch)
  const namespace = parameters.namespace ?? store.getState().activeNamespace
  const address = namespace ? store.getState().accounts[namespace]?.caipAddress : undefined
  const read = namespace ? adapters.get(namespace)?.isSmartAccountDeployed : undefined
  if (!namespace || !address || !read) return undefined
  try {
    const deployed = await read({ address })
    // Only if the account is still the one read.
    store.setState((state) =>
      state.accounts[namespace]?.caipAddress === address
        ? patchAccount(state, namespace, { smartAccountDeployed: deployed })
        : state,
    )
    return deployed
  } catch (error) {
    logger.warn('smart account state not read', { namespace, error })
    return undefined
  }
}
