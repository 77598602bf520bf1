import type { ChainAdapter } from '../../adapter/types'
import type { CaipAddress } from '../../caip/types'
import { NamespaceOrAddressNotFoundError, UnsupportedChainError } from '../../errors/catalogue'
import { swapServer } from '../../services/swap/swapRequest'
import type { FlowContext } from './flowContext'

interface SwapAccountBase {
  from: CaipAddress
  /** The plain address. */
  address: string
  chainId: string
  server: ReturnType<typeof swapServer>
}

/** An eip155 account: the server's calls are sent as prepared contract calls. */
export interface EvmSwapAccount extends SwapAccountBase {
  namespace: 'eip155'
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'sendTransaction'>>
}

/** A solana account: the server's transaction (the maker's half signed) is signed and sent by the wallet. */
export interface SolanaSwapAccount extends SwapAccountBase {
  namespace: 'solana'
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'sendPreparedTransaction'>>
}

/** The account a swap is for: the active account, its network (CAIP-2) and its adapter. */
export type SwapAccount = EvmSwapAccount | SolanaSwapAccount

/**
 * Swaps run on the active eip155 account whose adapter can send prepared calls, or the active solana account whose
 * adapter can sign and send a prepared transaction; anything else is `UnsupportedChainError`, no account
 * `NamespaceOrAddressNotFoundError`.
 */
export function swapAccount(context: FlowContext): SwapAccount {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const adapter = namespace ? context.adapters.get(namespace) : undefined
  const able =
    (namespace === 'eip155' && adapter?.sendTransaction) ||
    (namespace === 'solana' && adapter?.sendPreparedTransaction)
  if (!namespace || !able)
    throw new UnsupportedChainError({ details: `swaps are not available on ${namespace ?? 'no namespace'}` })
  const from = state.accounts[namespace]?.caipAddress
  const chainId = state.networks[namespace]?.caipNetwork?.id
  if (!from || !chainId) throw new NamespaceOrAddressNotFoundError()
  return {
    namespace,
    adapter,
    from,
    address: from.split(':')[2] ?? '',
    chainId,
    server: swapServer(context.options),
  } as SwapAccount
}
