import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { type WebSocket, WebSocketServer } from 'ws'
import { createMailbox, type StoredMessage } from './mailbox'

/** Options of `startRelay`. */
export interface StartRelayOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Server ping interval in ms (default 15 s: the Node client drops a socket silent for 35 s). */
  pingIntervalMs?: number
  /** Clock in ms, for ttl tests. */
  now?: () => number
}

/** A running relay. */
export interface Relay {
  /** `ws://127.0.0.1:<port>` */
  readonly url: string
  readonly port: number
  /** Methods received, in order (ids and payloads left out: the URI and messages are never logged). */
  readonly methods: readonly string[]
  /** Acknowledgements received for delivered `irn_subscription` requests. */
  readonly acks: number
  /** Closes every client socket (the relay keeps running, clients reconnect): RELIABILITY #14. */
  dropSockets(): void
  stop(): Promise<void>
}

type JsonRpcId = number | string | bigint

interface JsonRpcMessage {
  id?: JsonRpcId
  jsonrpc?: string
  method?: string
  params?: Record<string, unknown>
  result?: unknown
  error?: unknown
}

interface Publication {
  message: string
  ttl?: unknown
  tag?: unknown
}

const DEFAULT_TTL_SECONDS = 300

/**
 * A WalletConnect relay for tests and the demo: the relay JSON-RPC the official client 2.21.8 speaks (subscribe,
 * batch subscribe, unsubscribe, publish, batch publish, batch fetch, `wc_proposeSession`, `wc_approveSession`),
 * delivery as `irn_subscription` requests the client acknowledges, a per-topic mailbox kept for each message's
 * ttl, and a ping every 15 s. It listens on 127.0.0.1 only and keeps everything in memory.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const now = options.now ?? Date.now
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const mailbox = createMailbox(now)
  const subscribers = new Map<string, Set<WebSocket>>()
  const delivered = new WeakMap<WebSocket, Set<number>>()
  const methods: string[] = []
  let acks = 0

  const send = (socket: WebSocket, payload: JsonRpcMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(safeJsonStringify({ jsonrpc: '2.0', ...payload }))
  }

  // At most once per socket, and never back to the socket that published it.
  const deliver = (socket: WebSocket, stored: StoredMessage) => {
    if (stored.publisher === socket) return
    const seen = delivered.get(socket) ?? new Set<number>()
    delivered.set(socket, seen)
    if (seen.has(stored.seq)) return
    seen.add(stored.seq)
    send(socket, {
      id: newRequestId(),
      method: 'irn_subscription',
      params: {
        id: subscriptionId(stored.topic),
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
        },
      },
    })
  }

  const subscribe = (socket: WebSocket, topic: string) => {
    const set = subscribers.get(topic) ?? new Set<WebSocket>()
    subscribers.set(topic, set)
    set.add(socket)
    // The mailbox: what was published before this socket subscribed (the settlement reaches the dapp this way).
    for (const stored of mailbox.live(topic)) deliver(socket, stored)
    return subscriptionId(topic)
  }

  const publish = (socket: WebSocket, topic: string, publication: Publication) => {
    const ttl =
      typeof publication.ttl === 'number' && publication.ttl > 0 ? publication.ttl : DEFAULT_TTL_SECONDS
    const stored = mailbox.add({
      topic,
      message: publication.message,
      ttlSeconds: ttl,
      tag: publication.tag,
      publisher: socket,
    })
    for (const subscriber of subscribers.get(topic) ?? []) deliver(subscriber, stored)
  }

  const handleRequest = (socket: WebSocket, request: JsonRpcMessage): unknown => {
    const params = request.params ?? {}
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(socket, requireString(params.topic, 'topic'))
      case 'irn_batchSubscribe':
        return requireStrings(params.topics, 'topics').map((topic) => subscribe(socket, topic))
      case 'irn_unsubscribe':
        subscribers.get(requireString(params.topic, 'topic'))?.delete(socket)
        return true
      case 'irn_batchUnsubscribe':
        for (const entry of Array.isArray(params.subscriptions) ? params.subscriptions : [])
          subscribers.get(requireString((entry as { topic?: unknown }).topic, 'topic'))?.delete(socket)
        return true
      case 'irn_publish':
        publish(socket, requireString(params.topic, 'topic'), toPublication(params))
        return true
      case 'irn_batchPublish':
        for (const entry of Array.isArray(params.messages) ? params.messages : []) {
          const item = entry as Record<string, unknown>
          publish(socket, requireString(item.topic, 'topic'), toPublication(item))
        }
        return true
      case 'irn_batchFetchMessages': {
        const messages = requireStrings(params.topics, 'topics').flatMap((topic) =>
          mailbox.live(topic).filter((stored) => {
            if (stored.publisher === socket) return false
            const seen = delivered.get(socket) ?? new Set<number>()
            delivered.set(socket, seen)
            if (seen.has(stored.seq)) return false
            seen.add(stored.seq)
            return true
          }),
        )
        return {
          messages: messages.map((stored) => ({
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
          })),
          hasMore: false,
        }
      }
      case 'wc_proposeSession': {
        // The proposal waits on the pairing topic for the wallet; the proposer listens there for the answer.
        const pairingTopic = requireString(params.pairingTopic, 'pairingTopic')
        publish(socket, pairingTopic, {
          ...params,
          message: requireString(params.sessionProposal, 'sessionProposal'),
        })
        subscribe(socket, pairingTopic)
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = requireString(params.pairingTopic, 'pairingTopic')
        const sessionTopic = requireString(params.sessionTopic, 'sessionTopic')
        subscribe(socket, sessionTopic)
        publish(socket, pairingTopic, {
          ...params,
          message: requireString(params.sessionProposalResponse, 'sessionProposalResponse'),
        })
        publish(socket, sessionTopic, {
          ...params,
          message: requireString(params.sessionSettlementRequest, 'sessionSettlementRequest'),
        })
        return true
      }
      default:
        throw new RelayRequestError(-32601, `Method not found: ${String(request.method)}`)
    }
  }

  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const parsed = safeJsonParse(String(data)) as JsonRpcMessage | string
      if (typeof parsed !== 'object' || parsed === null) return
      if (typeof parsed.method !== 'string') {
        // A client's acknowledgement of an `irn_subscription` delivery.
        if ('result' in parsed) acks += 1
        return
      }
      methods.push(parsed.method)
      try {
        send(socket, { id: parsed.id, result: handleRequest(socket, parsed) })
      } catch (error) {
        const code = error instanceof RelayRequestError ? error.code : -32602
        send(socket, { id: parsed.id, error: { code, message: (error as Error).message } })
      }
    })
    socket.on('close', () => {
      for (const set of subscribers.values()) set.delete(socket)
    })
  })

  const pingEvery = options.pingIntervalMs ?? 15_000
  const pinger = setInterval(() => {
    for (const client of server.clients) client.ping()
  }, pingEvery)
  pinger.unref()

  const port = (server.address() as AddressInfo).port
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    methods,
    get acks() {
      return acks
    },
    dropSockets() {
      for (const client of server.clients) client.terminate()
    },
    async stop() {
      clearInterval(pinger)
      for (const client of server.clients) client.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

class RelayRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function toPublication(params: Record<string, unknown>): Publication {
  return { message: requireString(params.message, 'message'), ttl: params.ttl, tag: params.tag }
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new RelayRequestError(-32602, `Invalid ${name}`)
  return value
}

function requireStrings(value: unknown, name: string): string[] {
  if (!Array.isArray(value)) throw new RelayRequestError(-32602, `Invalid ${name}`)
  return value.map((item) => requireString(item, name))
}

function subscriptionId(topic: string): string {
  return topic
}

// The client's own ids are above 2^53; the relay's ids only need to be unique per socket.
function newRequestId(): bigint {
  return BigInt(`0x${randomBytes(7).toString('hex')}`) + 2n ** 53n
}
