import {
  type CaipNetworkId,
  MethodNotSupportedError,
  UnsupportedChainError,
  type WalletConnectSession,
} from '@latch/core'
import type { StacksProvider, StacksProviderEvent } from '../wallets/types'

const CHAIN_OF_NETWORK: Readonly<Record<string, CaipNetworkId>> = {
  mainnet: 'stacks:1',
  testnet: 'stacks:2147483648',
}

const ADDRESS_METHODS = new Set(['getAddresses', 'stx_getAddresses', 'wallet_getAccount'])

/**
 * A WalletConnect session's stacks part as a Stacks wallet provider (the `request(method, params)` interface), so
 * the adapter drives it like any other: the address methods answer the session's account on the asked network
 * (a network the session lacks is `UnsupportedChainError`, RELIABILITY #12), `stx_signMessage` goes through the
 * session, the session's end is the provider's `disconnect` event. Any other method is `MethodNotSupportedError`.
 */
export function sessionStacksProvider(
  session: WalletConnectSession,
  activeNetworkId: () => CaipNetworkId | undefined,
): StacksProvider {
  const chainOf = (params: unknown): CaipNetworkId => {
    const network = (params as { network?: unknown } | undefined)?.network
    const chainId =
      (typeof network === 'string' ? CHAIN_OF_NETWORK[network] : undefined) ??
      activeNetworkId() ??
      (session.chains[0] as CaipNetworkId)
    if (!session.chains.includes(chainId))
      throw new UnsupportedChainError({ details: `the WalletConnect session has no ${chainId}` })
    return chainId
  }
  const addresses = (chainId: CaipNetworkId) =>
    session.accounts
      .filter((account) => account.startsWith(`${chainId}:`))
      .map((account) => ({ address: account.split(':')[2] ?? '', symbol: 'STX', purpose: 'stacks' }))
  return {
    async request(method, params) {
      const chainId = chainOf(params)
      if (ADDRESS_METHODS.has(method)) return { jsonrpc: '2.0', result: { addresses: addresses(chainId) } }
      if (method !== 'stx_signMessage') throw new MethodNotSupportedError({ details: method })
      const [main] = addresses(chainId)
      const { message } = params as { message: string }
      const result = await session.request({
        chainId,
        method: 'stx_signMessage',
        // `pubkey` is the address too: the older name Reown's reference Stacks wallet reads.
        params: { address: main?.address, pubkey: main?.address, message },
      })
      return { jsonrpc: '2.0', result }
    },
    addListener(event: StacksProviderEvent, listener: (payload: unknown) => void) {
      if (event === 'networkChange') return () => {}
      return session.subscribe((change) => {
        if (change.type === 'ended' && event === 'disconnect') listener(undefined)
        else if (change.type === 'accounts' && event === 'accountChange') {
          const active = activeNetworkId() ?? (session.chains[0] as CaipNetworkId)
          listener({ addresses: addresses(active) })
        }
      })
    },
  }
}
