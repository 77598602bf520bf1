import type { ChainNamespace } from '../caip/namespaces'
import { NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { FlowContext } from './FlowContext'
import { requireAdapter } from './FlowContext'

/** Asks the connected wallet of a namespace (default: the active one) to sign a message. */
export async function signMessage(
  context: FlowContext,
  input: { message: string; namespace?: ChainNamespace },
): Promise<string> {
  const namespace = input.namespace ?? context.store.getState().activeNamespace
  const address = namespace ? context.store.getState().accounts[namespace]?.caipAddress : undefined
  if (!namespace || !address) throw new NamespaceOrAddressNotFoundError()
  const adapter = requireAdapter(context, namespace)
  try {
    return await adapter.signMessage({ address, message: input.message })
  } catch (error) {
    throw toLatchError(error)
  }
}
