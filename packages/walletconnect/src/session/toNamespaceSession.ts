import {
  type CaipNetworkId,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  toLatchError,
  UnsupportedChainError,
  type WalletConnectSession,
} from '@latch/core'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import type { SessionEvents } from './createSessionEvents'

// The SDK's code for a session the other side deleted.
const USER_DISCONNECTED = 6000

interface NamespaceSessionInput {
  client: SignClient
  topic: string
  namespace: string
  events: SessionEvents
  requestExpirySeconds: number
}

function chainsOf(part: SessionTypes.Namespace | undefined): CaipNetworkId[] {
  if (!part) return []
  const fromAccounts = part.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(part.chains ?? []), ...fromAccounts])] as CaipNetworkId[]
}

/**
 * One namespace's face of a settled session: its accounts, chains and methods read live from the sign client (a
 * session_update changes them), and requests through the session. A method or chain the session lacks is refused
 * before anything is sent (RELIABILITY #12, #13); an expired or deleted session is never used (#20).
 */
export function toNamespaceSession(input: NamespaceSessionInput): WalletConnectSession {
  const { client, topic, namespace } = input
  const current = (): SessionTypes.Struct | undefined => {
    try {
      return client.session.get(topic)
    } catch {
      return undefined
    }
  }
  const part = () => current()?.namespaces[namespace]
  const metadata = current()?.peer.metadata
  const icon = metadata?.icons?.[0]
  return {
    get accounts() {
      return part()?.accounts ?? []
    },
    get chains() {
      return chainsOf(part())
    },
    get methods() {
      return part()?.methods ?? []
    },
    peer: { name: metadata?.name || 'WalletConnect', ...(icon ? { icon } : {}) },
    async request({ chainId, method, params }) {
      const session = current()
      if (!session || session.expiry * 1000 <= Date.now())
        throw new ProviderDisconnectedError({ details: 'the WalletConnect session is gone or expired' })
      const approved = session.namespaces[namespace]
      if (!approved?.methods.includes(method))
        throw new MethodNotSupportedError({ details: `${method} is not in the WalletConnect session` })
      if (!chainsOf(approved).includes(chainId))
        throw new UnsupportedChainError({ details: `the WalletConnect session has no ${chainId}` })
      // A request still open when the session ends (deleted by the wallet, expired) rejects at once with a typed
      // error instead of waiting for its expiry (RELIABILITY #14).
      let stopWatching = () => {}
      const ended = new Promise<never>((_, reject) => {
        stopWatching = input.events.add(topic, namespace, (event) => {
          if (event.type === 'ended') reject(event.error)
        })
      })
      try {
        return await Promise.race([
          client.request({ topic, chainId, request: { method, params }, expiry: input.requestExpirySeconds }),
          ended,
        ])
      } catch (error) {
        // The SDK rejects a request still open when the session goes with its own error ('User disconnected.'):
        // with the session gone, it is the typed disconnect.
        if (!current() || (error as { code?: unknown }).code === USER_DISCONNECTED)
          throw new ProviderDisconnectedError({ cause: error, details: 'the WalletConnect session ended' })
        throw toLatchError(error)
      } finally {
        stopWatching()
      }
    },
    subscribe(listener) {
      return input.events.add(topic, namespace, listener)
    },
  }
}
