import type { ChainAdapter } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import { AdapterNotFoundError } from '../../errors/catalogue'
import type { ClientCore } from '../../latch/clientCore'

/** The adapter of `namespace`; throws 'Adapter not found' when the host did not pass one. */
export function requireAdapter(core: Pick<ClientCore, 'adapters'>, namespace: ChainNamespace): ChainAdapter {
  const adapter = core.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: namespace })
  return adapter
}
