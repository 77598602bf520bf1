import type { FrameClient } from './frameClient'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider whose every request goes to the wallet frame (which applies the RPC policy). */
export interface EmbeddedEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Marks the provider as Latch's e-mail wallet (wallets and dapps look for such flags). */
  readonly isLatchEmbedded: true
}

/** The provider for `eip155`: `chainId` is the CAIP-2 reference the host starts on (e.g. 1, 31337). */
export function createEip1193Provider(frame: FrameClient, chainId: number): EmbeddedEip1193Provider {
  let currentChain = chainId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }

  frame.on('AccountsChanged', ({ user }) => {
    emit('accountsChanged', user ? [user.accounts.eip155] : [])
    if (!user) emit('disconnect', { code: 4900, message: 'Signed out of the e-mail wallet' })
  })

  return {
    isLatchEmbedded: true,
    async request({ method, params }) {
      const result = await frame.request('RpcRequest', {
        chainId: `eip155:${currentChain}`,
        method,
        ...(params === undefined ? {} : { params }),
      })
      if (method === 'wallet_switchEthereumChain') {
        const requested = Number.parseInt(String((params as [{ chainId?: string }])?.[0]?.chainId), 16)
        if (Number.isSafeInteger(requested) && requested !== currentChain) {
          currentChain = requested
          emit('chainChanged', `0x${requested.toString(16)}`)
        }
      }
      return result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
