import type { ChainAdapter } from '../../adapter/types'
import type { CaipAddress } from '../../caip/types'
import { NamespaceOrAddressNotFoundError, UnsupportedChainError } from '../../errors/catalogue'
import { swapServer } from '../../services/swap/swapRequest'
import type { FlowContext } from './flowContext'

/** The account a swap is for: the active eip155 account, its network (CAIP-2) and its adapter. */
export interface SwapAccount {
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'sendTransaction'>>
  from: CaipAddress
  /** The plain address. */
  address: string
  chainId: string
  server: ReturnType<typeof swapServer>
}

/**
 * Swaps run on the active eip155 account whose adapter can send prepared calls; anything else is
 * `UnsupportedChainError` (Solana swaps are not built yet), no account `NamespaceOrAddressNotFoundError`.
 */
export function swapAccount(context: FlowContext): SwapAccount {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? context.adapters.get(namespace) : undefined
  if (namespace !== 'eip155' || !adapter?.sendTransaction)
    throw new UnsupportedChainError({ details: `swaps are not available on ${namespace ?? 'no namespace'}` })
  const from = state.accounts.eip155?.caipAddress
  const chainId = state.networks.eip155?.caipNetwork?.id
  if (!from || !chainId) throw new NamespaceOrAddressNotFoundError()
  return {
    adapter: adapter as SwapAccount['adapter'],
    from,
    address: from.split(':')[2] ?? '',
    chainId,
    server: swapServer(context.options),
  }
}
