import type { ChainNamespace } from '../caip/namespaces'
import { NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { checkSignature } from '../rules/checkWalletAnswer'
import { requireAdapter } from './internal/requireAdapter'
import { requireLiveSession } from './internal/signInSession'

/** Parameters of {@link signMessage}. */
export interface SignMessageParameters {
  message: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** What {@link signMessage} resolves with: the signature, in the ecosystem's usual text form. */
export type SignMessageReturnType = string

/**
 * Asks the connected wallet of a namespace (default: the active one) to sign a message. Refused before the wallet
 * is asked with `SessionExpiredError` when the sign-in session has expired (RELIABILITY #20), with
 * `SignInRequiredError` while sign-in is required and there is no session, and with
 * `NamespaceOrAddressNotFoundError` without a connected account. A malformed signature from the wallet is
 * `InvalidSignatureError` (spec §5).
 */
export async function signMessage(
  latch: Latch,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const core = clientCore(latch)
  await requireLiveSession(core)
  const namespace = parameters.namespace ?? core.store.getState().activeNamespace
  const address = namespace ? core.store.getState().accounts[namespace]?.caipAddress : undefined
  if (!namespace || !address) throw new NamespaceOrAddressNotFoundError()
  const adapter = requireAdapter(core, namespace)
  let signature: unknown
  try {
    signature = await adapter.signMessage({ address, message: parameters.message })
  } catch (error) {
    throw toLatchError(error)
  }
  return checkSignature(namespace, signature)
}
