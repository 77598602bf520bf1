import type { WalletCall } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { requireWalletAbility } from './internal/requireWalletAbility'
import { requireLiveSession } from './internal/signInSession'

/** Parameters of {@link sendCalls}. */
export interface SendCallsParameters {
  calls: readonly WalletCall[]
  /** The calls must land all or none; a wallet that cannot batch atomically refuses. Default false. */
  atomicRequired?: boolean
  /**
   * `'sequential'`: a wallet without `wallet_sendCalls` gets one transaction per call (a prompt each, not atomic).
   * Without it such a wallet is `MethodNotSupportedError`.
   */
  fallback?: 'sequential'
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link sendCalls} resolves with the batch id, for {@link getCallsStatus}. */
export interface SendCallsReturnType {
  id: string
}

/**
 * Sends a batch of calls from the connected account through the wallet (EIP-5792 `wallet_sendCalls`). A wallet
 * without the method is `MethodNotSupportedError` ('Not supported by this wallet') unless `fallback: 'sequential'`.
 * Refused before the wallet is asked as `signMessage` is.
 */
export async function sendCalls(latch: Latch, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  const core = clientCore(latch)
  await requireLiveSession(core)
  const { address, call } = requireWalletAbility(core, 'sendCalls', parameters.namespace)
  try {
    return await call({
      from: address,
      calls: parameters.calls,
      ...(parameters.atomicRequired !== undefined ? { atomicRequired: parameters.atomicRequired } : {}),
      ...(parameters.fallback ? { fallback: parameters.fallback } : {}),
    })
  } catch (error) {
    throw toLatchError(error)
  }
}
