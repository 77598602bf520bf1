import type { TypedDataRequest } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { checkSignature } from '../rules/checkWalletAnswer'
import { requireWalletAbility } from './internal/requireWalletAbility'
import { requireLiveSession } from './internal/signInSession'

/** Parameters of {@link signTypedData}. */
export interface SignTypedDataParameters {
  /** EIP-712 domain, types, primary type and message. */
  typedData: TypedDataRequest
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** What {@link signTypedData} resolves with: the signature (eip155: 65 bytes as `0x` hex). */
export type SignTypedDataReturnType = string

/**
 * Asks the connected wallet to sign EIP-712 typed data (`eth_signTypedData_v4`) for its account. Refused before the
 * wallet is asked as `signMessage` is (expired or missing sign-in session, no account), and with
 * `MethodNotSupportedError` where the namespace's adapter has no typed data. A malformed signature is
 * `InvalidSignatureError`.
 */
export async function signTypedData(
  latch: Latch,
  parameters: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  const core = clientCore(latch)
  await requireLiveSession(core)
  const { address, namespace, call } = requireWalletAbility(core, 'signTypedData', parameters.namespace)
  let signature: unknown
  try {
    signature = await call({ address, typedData: parameters.typedData })
  } catch (error) {
    throw toLatchError(error)
  }
  return checkSignature(namespace, signature)
}
