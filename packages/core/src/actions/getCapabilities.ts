import type { ChainNamespace } from '../caip/namespaces'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { requireWalletAbility } from './internal/requireWalletAbility'

/** Parameters of {@link getCapabilities}. */
export interface GetCapabilitiesParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** The wallet's EIP-5792 capabilities on the account's network, e.g. `{ atomic: { status: 'supported' } }`. */
export type GetCapabilitiesReturnType = Record<string, unknown>

/**
 * Asks the connected wallet what it can do on the account's network (EIP-5792 `wallet_getCapabilities`). A wallet
 * without the method: `MethodNotSupportedError` ('Not supported by this wallet'); no account:
 * `NamespaceOrAddressNotFoundError`.
 */
export async function getCapabilities(
  latch: Latch,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const { address, call } = requireWalletAbility(clientCore(latch), 'getCapabilities', parameters.namespace)
  try {
    return await call({ address })
  } catch (error) {
    throw toLatchError(error)
  }
}
