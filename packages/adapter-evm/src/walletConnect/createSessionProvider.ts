import {
  type CaipNetworkId,
  isLatchError,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  UnsupportedChainError,
  type WalletConnectSession,
} from '@latch/core'
import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from '../provider/types'

/** Reads a dapp may send to its wallet provider; through a session they go to the host's RPC, not the wallet. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_maxPriorityFeePerGas',
])

// viem reads a provider's errors by their EIP-1193 code: the session's typed errors go out with theirs, so they come
// back as the same Latch errors (and a disconnect is not retried as an unknown error).
const EIP1193_CODES: Record<string, number> = {
  USER_REJECTED: 4001,
  METHOD_NOT_SUPPORTED: 4200,
  PROVIDER_DISCONNECTED: 4900,
}

function toProviderError(error: unknown): unknown {
  if (!isLatchError(error)) return error
  const code = EIP1193_CODES[error.code]
  return code === undefined ? error : Object.assign(new Error(error.message), { code, cause: error })
}

const chainNumber = (id: CaipNetworkId) => Number(id.split(':')[1])
const toHex = (id: CaipNetworkId) => `0x${chainNumber(id).toString(16)}`
const plain = (account: string) => account.split(':').at(-1) ?? account

/**
 * An EIP-1193 provider over a WalletConnect session's eip155 part, so the adapter drives it like any wallet
 * (wagmi's injected connector over it): accounts and the chain come from the session, signing and sending go
 * through it, switching moves between the session's chains (a chain it lacks is `UnsupportedChainError`,
 * RELIABILITY #12), reads go to the host's RPC.
 */
export function createSessionProvider(
  session: WalletConnectSession,
  rpcUrl: (networkId: CaipNetworkId) => string | undefined,
): Eip1193Provider & { stop(): void } {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  let chainId: CaipNetworkId | undefined = session.chains[0]
  const requireChain = (): CaipNetworkId => {
    if (!chainId)
      throw new ProviderDisconnectedError({ details: 'the WalletConnect session has no eip155 chain' })
    return chainId
  }
  const addresses = () => {
    const chain = chainId
    const onChain = session.accounts.filter((account) => chain && account.startsWith(`${chain}:`))
    return [...new Set((onChain.length > 0 ? onChain : session.accounts).map(plain))]
  }
  const moveTo = (next: CaipNetworkId) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', toHex(next))
  }
  const stop = session.subscribe((event) => {
    if (event.type === 'ended') {
      emit('disconnect', event.error)
      return
    }
    if (event.type === 'accounts') {
      emit('accountsChanged', addresses())
      return
    }
    if (event.name === 'chainChanged') {
      const next = `eip155:${Number(event.data)}` as CaipNetworkId
      if (session.chains.includes(next)) moveTo(next)
    } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      emit('accountsChanged', [...new Set(event.data.map((value) => plain(String(value))))])
    }
  })

  const read = async (method: string, params: unknown) => {
    const url = rpcUrl(requireChain())
    if (!url) throw new MethodNotSupportedError({ details: `${method}: no RPC for ${requireChain()}` })
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }

  return {
    async request({ method, params }: Eip1193RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return addresses()
        case 'eth_chainId':
          return toHex(requireChain())
        case 'net_version':
          return String(chainNumber(requireChain()))
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          const next = `eip155:${Number(hex)}` as CaipNetworkId
          if (!session.chains.includes(next))
            throw new UnsupportedChainError({ details: `the WalletConnect session has no ${next}` })
          moveTo(next)
          return null
        }
        default:
          if (READ_METHODS.has(method)) return read(method, params)
          return session.request({ chainId: requireChain(), method, params }).catch((error: unknown) => {
            throw toProviderError(error)
          })
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    stop,
  }
}
