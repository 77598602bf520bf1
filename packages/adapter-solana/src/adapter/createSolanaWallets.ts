import {
  type AdapterContext,
  type AdapterEvent,
  type ChainAdapter,
  ConnectorNotFoundError,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  toLatchError,
  type WalletConnectSession,
  WalletRequestError,
} from '@latch/core'
import bs58 from 'bs58'
import { isSolanaAddress } from '../address/isSolanaAddress'
import type { SolanaRuntime } from '../runtime/createSolanaRuntime'
import { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { toSolanaWalletError } from '../wallets/toSolanaWalletError'
import { createNetworkResolver } from './createNetworkResolver'
import { createSessions } from './createSessions'
import type { SolanaAdapterOptions } from './types'

/**
 * The part of `solanaAdapter` that `solanaAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): wallet discovery and the connectors, the sessions, connect, sign, the address check and the
 * sign-in formatter. The @solana/kit runtime is a further chunk it imports on the first read or send.
 */
export type SolanaWallets = Required<
  Pick<
    ChainAdapter,
    | 'connectors'
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'signMessage'
    | 'selectNetwork'
    | 'isAddress'
    | 'formatSignInMessage'
    | 'getProvider'
  >
> & {
  /** Starts Wallet Standard discovery (when enabled) and emits `connectorsChanged`; idempotent. */
  start(): void
  /** The @solana/kit runtime, imported once; a failed import is retried at the next call. */
  runtime(): Promise<SolanaRuntime>
  /** Lists the wallet of a settled WalletConnect session, unless it `ended()` while its code loaded. */
  attachWalletConnect(session: WalletConnectSession, ended: () => boolean): Promise<void>
  /** Removes the WalletConnect session's wallet from the list. */
  detachWalletConnect(): void
}

/** Builds the wallet side of the solana adapter over the shell's context and event channel. */
export function createSolanaWallets(input: {
  options: SolanaAdapterOptions
  context: () => AdapterContext
  emit: (event: AdapterEvent) => void
}): SolanaWallets {
  const { options, context, emit } = input
  const networks = createNetworkResolver(context)
  const sessions = createSessions({ defaultNetworkId: () => networks.defaultNetwork().id, emit })
  const currentNetworkId = () => sessions.activeNetworkId() ?? networks.defaultNetwork().id
  const registry = createWalletRegistry({
    wallets: options.wallets ?? [],
    adapters: options.adapters ?? [],
    discover: options.discover ?? true,
    onChange: (removed) => {
      for (const connectorId of removed) {
        if (!sessions.has(connectorId)) continue
        sessions.end(connectorId)
        emit({
          type: 'disconnected',
          connectorId,
          error: new ProviderDisconnectedError({ details: connectorId }),
        })
      }
      emit({ type: 'connectorsChanged' })
    },
  })

  // One import of the runtime chunk, shared by every caller; a failed import (e.g. offline) is retried next time.
  let loading: Promise<SolanaRuntime> | undefined
  const runtime = (): Promise<SolanaRuntime> => {
    loading ??= import('../runtime/createSolanaRuntime').then(
      ({ createSolanaRuntime }) =>
        createSolanaRuntime({
          networks,
          sessionOf: sessions.sessionOf,
          commitment: options.commitment ?? 'confirmed',
          rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000,
          confirmTimeoutMs: options.confirmTimeoutMs ?? 60_000,
        }),
      (error: unknown) => {
        loading = undefined
        throw toLatchError(error)
      },
    )
    return loading
  }

  return {
    start: () => registry.start(),
    runtime,
    connectors: () => registry.list().map((handle) => handle.connector),
    connect: async ({ connectorId, networkId }) => {
      const handle = registry.get(connectorId)
      if (!handle) throw new ConnectorNotFoundError({ details: connectorId })
      const network = networkId ? networks.network(networkId) : networks.network(currentNetworkId())
      try {
        const connection = await sessions.open(handle, network.id, false)
        if (!connection) throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
        return connection
      } catch (error) {
        throw toSolanaWalletError(error)
      }
    },
    reconnect: async (saved) => {
      const handle = registry.get(saved.connectorId)
      if (!handle) return null
      const known = saved.networkId && context().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await sessions.open(handle, networkId, true)
      } catch (error) {
        context().logger.warn('solana: could not restore the wallet connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const handle = sessions.handleOf(connectorId) ?? registry.get(connectorId)
      sessions.end(connectorId)
      try {
        await handle?.disconnect()
      } catch (error) {
        throw toLatchError(error)
      }
    },
    // Solana wallets do not switch clusters: the dapp chooses the network (the RPC it reads and sends through),
    // and the connection's accounts are the same keys on that network. No wallet call.
    selectNetwork: async ({ connectorId, networkId }) =>
      sessions.selectNetwork(connectorId, networks.network(networkId).id),
    signMessage: async ({ address, message }) => {
      const { handle, address: plain } = sessions.sessionOf(address)
      const sign = handle.signMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'solana:signMessage' })
      try {
        return bs58.encode(await sign(plain, new TextEncoder().encode(message)))
      } catch (error) {
        throw toSolanaWalletError(error)
      }
    },
    isAddress: isSolanaAddress,
    formatSignInMessage: formatSolanaSignInMessage,
    getProvider: (connectorId) => registry.get(connectorId)?.raw,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      try {
        const { fromWalletConnectSession } = await import('../walletConnect/fromWalletConnectSession')
        if (!ended()) registry.setSessionWallet(fromWalletConnectSession(session, sessions.activeNetworkId))
      } catch (error) {
        throw toLatchError(error)
      }
    },
    detachWalletConnect: () => registry.setSessionWallet(undefined),
  }
}
