import type { ChainAdapter } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import type { CaipAddress } from '../../caip/types'
import { MethodNotSupportedError, NamespaceOrAddressNotFoundError } from '../../errors/catalogue'
import type { ClientCore } from '../../latch/clientCore'
import { requireAdapter } from './requireAdapter'

/** The optional wallet members the smart-account actions call. */
export type WalletAbility =
  | 'signTypedData'
  | 'signTransaction'
  | 'getCapabilities'
  | 'sendCalls'
  | 'getCallsStatus'

/**
 * The connected account of `namespace` (default: the active one) and its adapter's `ability`. Without an account:
 * `NamespaceOrAddressNotFoundError`; an adapter without the member: `MethodNotSupportedError`. Nothing asks the
 * wallet before both hold.
 */
export function requireWalletAbility<K extends WalletAbility>(
  core: Pick<ClientCore, 'adapters' | 'store'>,
  ability: K,
  namespace: ChainNamespace | undefined,
): { address: CaipAddress; namespace: ChainNamespace; call: NonNullable<ChainAdapter[K]> } {
  const state = core.store.getState()
  const chosen = namespace ?? state.activeNamespace
  const address = chosen ? state.accounts[chosen]?.caipAddress : undefined
  if (!chosen || !address) throw new NamespaceOrAddressNotFoundError()
  const adapter = requireAdapter(core, chosen)
  const member = adapter[ability]
  if (!member) throw new MethodNotSupportedError({ details: `${chosen}: ${ability}` })
  return { address, namespace: chosen, call: member.bind(adapter) as NonNullable<ChainAdapter[K]> }
}
