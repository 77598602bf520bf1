import { type LatchError, ProviderDisconnectedError } from '@latch/core'
import type { Connector } from '@wagmi/core'
import type { Address } from 'viem'
import type { WalletBinding } from './createWalletBindings'
import type { Eip1193Listener, Eip1193Provider } from './types'

/** The connected wallet: what it granted, the chain it is on, and how to stop listening to it. */
export interface EvmSession {
  connectorId: string
  connector: Connector
  guarded: Eip1193Provider
  addresses: readonly Address[]
  chainId: number
  detach(): void
}

/** Input of `openEvmSession`: the wallet, its first answer, and where its events go. */
export interface OpenEvmSessionInput {
  connectorId: string
  binding: WalletBinding
  addresses: readonly Address[]
  chainId: number
  onAccounts(next: { addresses: readonly Address[]; chainId: number }): void
  onChain(chainId: number): void
  /** The wallet removed every account or dropped the connection. */
  onGone(error?: LatchError): void
}

/**
 * Starts listening to a connected wallet's EIP-1193 events (already validated by the guard) and keeps the
 * session's accounts and chain current: accountsChanged, chainChanged, and disconnect (RELIABILITY #8, #14).
 */
export function openEvmSession(input: OpenEvmSessionInput): EvmSession {
  const { guarded, connector } = input.binding
  const onAccountsChanged: Eip1193Listener = (value) => {
    const addresses = value as Address[]
    if (addresses.length === 0) {
      input.onGone()
      return
    }
    session.addresses = addresses
    input.onAccounts({ addresses, chainId: session.chainId })
  }
  const onChainChanged: Eip1193Listener = (value) => {
    const chainId = Number(value)
    if (chainId === session.chainId) return
    session.chainId = chainId
    input.onChain(chainId)
  }
  const onDisconnect: Eip1193Listener = (error) => {
    input.onGone(new ProviderDisconnectedError({ cause: error }))
  }
  const session: EvmSession = {
    connectorId: input.connectorId,
    connector,
    guarded,
    addresses: input.addresses,
    chainId: input.chainId,
    detach() {
      guarded.removeListener?.('accountsChanged', onAccountsChanged)
      guarded.removeListener?.('chainChanged', onChainChanged)
      guarded.removeListener?.('disconnect', onDisconnect)
    },
  }
  guarded.on?.('accountsChanged', onAccountsChanged)
  guarded.on?.('chainChanged', onChainChanged)
  guarded.on?.('disconnect', onDisconnect)
  return session
}
