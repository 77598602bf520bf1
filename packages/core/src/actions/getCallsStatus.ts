import type { CallsStatus } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { requireWalletAbility } from './internal/requireWalletAbility'

/** Parameters of {@link getCallsStatus}. */
export interface GetCallsStatusParameters {
  /** The id `sendCalls` resolved with. */
  id: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** The batch's status: pending, success or failure, whether it ran atomically, and its receipts. */
export type GetCallsStatusReturnType = CallsStatus

/** Asks the wallet how a batch sent with `sendCalls` went (EIP-5792 `wallet_getCallsStatus`). */
export async function getCallsStatus(
  latch: Latch,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const { call } = requireWalletAbility(clientCore(latch), 'getCallsStatus', parameters.namespace)
  try {
    return await call({ id: parameters.id })
  } catch (error) {
    throw toLatchError(error)
  }
}
