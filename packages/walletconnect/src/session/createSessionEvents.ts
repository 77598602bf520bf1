import { type CaipNetworkId, ProviderDisconnectedError, type WalletConnectSessionEvent } from '@latch/core'
import type UniversalProvider from '@walletconnect/universal-provider'

type Listener = (event: WalletConnectSessionEvent) => void

/** Fans the SDK's session events out to each namespace's listeners. */
export interface SessionEvents {
  add(topic: string, namespace: string, listener: Listener): () => void
}

const namespaceOf = (id: string) => id.split(':')[0] ?? id

/**
 * Listens once to the sign client: wallet events (accountsChanged, chainChanged) go to the namespace of their chain,
 * session updates to every namespace with its new accounts, and session_delete / session_expire end the session for
 * every namespace (RELIABILITY #14, #20).
 */
export function createSessionEvents(provider: UniversalProvider): SessionEvents {
  const listeners = new Map<string, Set<{ namespace: string; listener: Listener }>>()
  const emit = (topic: string, namespace: string | undefined, event: WalletConnectSessionEvent) => {
    for (const entry of [...(listeners.get(topic) ?? [])])
      if (namespace === undefined || entry.namespace === namespace) entry.listener(event)
  }
  const end = (topic: string, details: string) => {
    emit(topic, undefined, { type: 'ended', error: new ProviderDisconnectedError({ details }) })
    listeners.delete(topic)
  }
  const client = provider.client
  client.on('session_event', ({ topic, params }) => {
    emit(topic, namespaceOf(params.chainId), {
      type: 'event',
      name: params.event.name,
      data: params.event.data,
      chainId: params.chainId as CaipNetworkId,
    })
  })
  client.on('session_update', ({ topic, params }) => {
    for (const [namespace, part] of Object.entries(params.namespaces))
      emit(topic, namespace, { type: 'accounts', accounts: part.accounts })
  })
  client.on('session_delete', ({ topic }) => end(topic, 'the wallet ended the WalletConnect session'))
  client.on('session_expire', ({ topic }) => end(topic, 'the WalletConnect session expired'))
  return {
    add(topic, namespace, listener) {
      const set = listeners.get(topic) ?? new Set()
      listeners.set(topic, set)
      const entry = { namespace, listener }
      set.add(entry)
      return () => {
        set.delete(entry)
      }
    },
  }
}
