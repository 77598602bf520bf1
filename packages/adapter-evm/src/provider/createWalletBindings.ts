import type { LatchError } from '@latch/core'
import { type Config, type Connector, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import type { DiscoveredWallet } from '../discovery/createWalletRegistry'
import { guardProvider } from './guardProvider'
import type { Eip1193Provider } from './types'

/** A discovered wallet as the adapter drives it: its guarded provider and wagmi's injected connector over it. */
export interface WalletBinding {
  guarded: Eip1193Provider
  connector: Connector
}

/** Binds each wallet once (per provider object), so wagmi keeps one connector per wallet. */
export interface WalletBindings {
  bind(wallet: DiscoveredWallet): WalletBinding
}

/**
 * Creates the bindings: every wallet provider is wrapped by `guardProvider` and handed to wagmi's built-in
 * injected connector as its target, so wagmi only ever sees validated accounts and hex chain ids.
 */
export function createWalletBindings(
  getConfig: () => Config,
  onRejected: (error: LatchError) => void,
): WalletBindings {
  const bound = new WeakMap<Eip1193Provider, WalletBinding>()
  return {
    bind(wallet) {
      const existing = bound.get(wallet.provider)
      if (existing) return existing
      const guarded = guardProvider(wallet.provider, onRejected)
      const createConnector = injected({
        shimDisconnect: false,
        target: {
          id: wallet.connector.id,
          name: wallet.connector.name,
          // wagmi types the target as viem's EIP1193Provider; the guard has the same request/on/removeListener shape.
          provider: guarded as unknown as EIP1193Provider,
        },
      })
      // The same registration wagmi's own connect() does for a connector function.
      const connector = getConfig()._internal.connectors.setup(createConnector)
      const binding = { guarded, connector }
      bound.set(wallet.provider, binding)
      return binding
    },
  }
}
