import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { RelayAuthError, verifyRelayJwt } from '../auth/verifyRelayJwt'
import { createMessageStore } from '../db/messageStore'
import type { SqlQueryable } from '../db/sqlQueryable'
import type { FanoutNotice, RelayFanout } from '../fanout/RelayFanout'
import { createTokenBucket, type RateLimit } from '../limits/tokenBucket'
import { createRequestIds, parseFrame, RELAY_ERROR, RelayRequestError } from './jsonRpc'
import { RelayClient } from './relayClient'
import { handleRelayRequest, type RelayContext } from './relayMethods'

/**
 * prom-client's `Gauge` class, as far as the relay uses it (pass prom-client's own; the relay does not depend on
 * prom-client). `registers` is typed `never[]` so prom-client's `Registry[]` accepts it.
 */
export type GaugeClass = new (config: {
  name: string
  help: string
  registers: never[]
  collect(this: { set(value: number): void }): void | Promise<void>
}) => unknown

export interface CreateRelayOptions {
  /** The relay's database (its migrations applied: `migrateRelayDatabase`). */
  sql: SqlQueryable
  /** How instances hear about each other's messages: `postgresFanout`, `pgliteFanout`, or your own. */
  fanout: RelayFanout
  /**
   * The URL(s) clients connect to, which their JWT must name as its audience (behind a load balancer: its URL).
   * A function is read at each connection (for a server that learns its port after listening).
   */
  audience: string | readonly string[] | (() => readonly string[])
  /** Clock in epoch ms (tests move it to expire messages and tokens). */
  now?: () => number
  /** Largest `message` a client may publish, in bytes (default 256 KiB); larger is refused with a JSON-RPC error. */
  maxMessageBytes?: number
  /** Longest ttl a message may ask for (default 30 days, the SDK's longest). */
  maxTtlSeconds?: number
  /** Requests per client (by its JWT issuer) on this instance (default burst 300, 50 a second). */
  rateLimit?: RateLimit
  /** Most topics or messages in one batch request (default 500). */
  maxBatch?: number
  /** Server ping interval in ms (default 15 s; a socket that missed a whole interval is closed). */
  pingIntervalMs?: number
  /** Unacknowledged deliveries are sent again after this long, until acknowledged or expired (default 10 s). */
  redeliverAfterMs?: number
  /** Expired messages are deleted this often (default 60 s). */
  sweepIntervalMs?: number
  /** Registers `latch_relay_connections` and `latch_relay_queued_messages` gauges on this prom-client registry. */
  metrics?: { registry: object; Gauge: GaugeClass }
  /** Errors the relay recovered from (database or fan-out hiccups); default: ignored. */
  onError?: (error: unknown) => void
}

/** A relay mounted on a Node HTTP server through its `upgrade` event. */
export interface Relay {
  /** Checks the `auth` JWT and completes the WebSocket upgrade, or answers 401 with the reason. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Open client sockets on this instance. */
  readonly connections: number
  /** Live messages no client has acknowledged yet (every instance's, from the database). */
  queuedMessages(): Promise<number>
  /** Deletes expired messages now; resolves with how many. */
  sweep(): Promise<number>
  /** Closes every client socket without stopping (clients reconnect): RELIABILITY #14. */
  dropSockets(): void
  /**
   * Stops accepting, closes every socket with 1001 "going away" (clients reconnect, through another instance
   * behind a load balancer) and waits for them, stops the timers and the fan-out. The database stays open.
   */
  close(): Promise<void>
}

const DEFAULTS = {
  maxMessageBytes: 256 * 1024,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  rateLimit: { burst: 300, perSecond: 50 },
  maxBatch: 500,
  pingIntervalMs: 15_000,
  redeliverAfterMs: 10_000,
  sweepIntervalMs: 60_000,
}

/** Creates a relay instance on the database and fan-out given; mount it with `handleUpgrade` (see `startRelay`). */
export async function createRelay(options: CreateRelayOptions): Promise<Relay> {
  const now = options.now ?? Date.now
  const onError = options.onError ?? (() => undefined)
  const store = createMessageStore(options.sql)
  const limits = {
    maxMessageBytes: options.maxMessageBytes ?? DEFAULTS.maxMessageBytes,
    maxTtlSeconds: options.maxTtlSeconds ?? DEFAULTS.maxTtlSeconds,
    maxBatch: options.maxBatch ?? DEFAULTS.maxBatch,
  }
  const rateLimit = options.rateLimit ?? DEFAULTS.rateLimit
  const audiences = () => {
    const audience = typeof options.audience === 'function' ? options.audience() : options.audience
    return typeof audience === 'string' ? [audience] : audience
  }
  // A frame bigger than twice the message limit (plus the envelope) is not a publish: ws closes the socket (1009).
  const server = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes * 2 + 64 * 1024 })
  const clients = new Set<RelayClient>()
  const byTopic = new Map<string, Set<RelayClient>>()
  const buckets = new Map<string, { take(): boolean }>()
  const nextId = createRequestIds()
  let lastNoticeId = BigInt(await store.lastId())
  let closing = false

  const deliverNotice = async (notice: FanoutNotice) => {
    if (BigInt(notice.id) > lastNoticeId) lastNoticeId = BigInt(notice.id)
    const subscribers = byTopic.get(notice.topic)
    if (!subscribers || subscribers.size === 0) return
    const message = await store.byId(notice.id, now())
    if (!message) return
    for (const client of subscribers) client.deliver(message)
  }

  // The fan-out may have dropped notices (its listener reconnected): read what was stored meanwhile.
  const catchUp = async () => {
    const topics = [...byTopic.keys()]
    for (const message of await store.newerThan(String(lastNoticeId), topics, now()))
      await deliverNotice({ id: message.id, topic: message.topic })
  }

  await options.fanout.listen(
    (notice) => {
      deliverNotice(notice).catch(onError)
    },
    () => {
      catchUp().catch(onError)
    },
  )

  const context: RelayContext = {
    store,
    now,
    limits,
    announce: (notice) => options.fanout.announce(notice),
    async subscribe(client, topics) {
      for (const topic of topics) {
        client.topics.add(topic)
        const set = byTopic.get(topic) ?? new Set<RelayClient>()
        byTopic.set(topic, set)
        set.add(client)
      }
      // What was published before this client subscribed and it has not acknowledged (its mailbox).
      const pending = await store.pendingFor(topics, client.clientId, now(), 1000)
      for (const message of pending) client.deliver(message)
    },
    unsubscribe(client, topics) {
      for (const topic of topics) {
        client.topics.delete(topic)
        const set = byTopic.get(topic)
        set?.delete(client)
        if (set?.size === 0) byTopic.delete(topic)
      }
    },
  }

  const bucketFor = (clientId: string) => {
    let bucket = buckets.get(clientId)
    if (!bucket) {
      bucket = createTokenBucket(rateLimit, now)
      buckets.set(clientId, bucket)
    }
    return bucket
  }

  const onFrame = async (client: RelayClient, text: string) => {
    client.alive = true
    const frame = parseFrame(text)
    if (!frame) {
      client.send({
        id: null as unknown as number,
        error: { code: RELAY_ERROR.parse, message: 'Parse error' },
      })
      return
    }
    if (typeof frame.method !== 'string') {
      // The client's acknowledgement of an `irn_subscription` delivery.
      const messageId = 'result' in frame ? client.acknowledged(frame.id) : undefined
      if (messageId) await store.acknowledge([messageId], client.clientId, now())
      return
    }
    if (!bucketFor(client.clientId).take()) {
      client.send({ id: frame.id, error: { code: RELAY_ERROR.rateLimited, message: 'Too many requests' } })
      return
    }
    try {
      client.send({
        id: frame.id,
        result: await handleRelayRequest(context, client, frame.method, frame.params),
      })
    } catch (error) {
      if (error instanceof RelayRequestError) {
        client.send({ id: frame.id, error: { code: error.code, message: error.message } })
        return
      }
      onError(error)
      client.send({ id: frame.id, error: { code: RELAY_ERROR.internal, message: 'Internal error' } })
    }
  }

  const onConnection = (socket: WebSocket, clientId: string) => {
    const client = new RelayClient(socket, clientId, nextId)
    clients.add(client)
    // Frames of one socket are handled in order: an ack or a subscribe never overtakes the request before it.
    let queue = Promise.resolve()
    socket.on('message', (data) => {
      const text = String(data)
      queue = queue.then(() => onFrame(client, text)).catch(onError)
    })
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clients.delete(client)
      context.unsubscribe(client, [...client.topics])
    })
  }

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      client.socket.ping()
    }
  }, options.pingIntervalMs ?? DEFAULTS.pingIntervalMs)
  const redeliverAfterMs = options.redeliverAfterMs ?? DEFAULTS.redeliverAfterMs
  const redeliverer = setInterval(
    () => {
      for (const client of clients) client.redeliver(now(), redeliverAfterMs)
    },
    Math.max(100, Math.floor(redeliverAfterMs / 2)),
  )
  const sweeper = setInterval(() => {
    // Rate-limit buckets of clients no longer connected here go too (a client back within the interval keeps its own).
    const connected = new Set([...clients].map((client) => client.clientId))
    for (const clientId of buckets.keys()) if (!connected.has(clientId)) buckets.delete(clientId)
    store.sweep(now()).catch(onError)
  }, options.sweepIntervalMs ?? DEFAULTS.sweepIntervalMs)
  for (const timer of [pinger, redeliverer, sweeper]) timer.unref()

  if (options.metrics) {
    const { Gauge } = options.metrics
    const registers = [options.metrics.registry] as never[]
    new Gauge({
      name: 'latch_relay_connections',
      help: 'Open WalletConnect relay sockets on this instance',
      registers,
      collect() {
        this.set(clients.size)
      },
    })
    new Gauge({
      name: 'latch_relay_queued_messages',
      help: 'Live relay messages no client has acknowledged yet',
      registers,
      async collect() {
        this.set(await store.countQueued(now()))
      },
    })
  }

  return {
    handleUpgrade(request, socket, head) {
      if (closing) {
        refuse(socket, 503, 'Relay shutting down')
        return
      }
      const token = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth')
      if (!token) {
        refuse(socket, 401, 'Missing relay JWT (auth query parameter)')
        return
      }
      verifyRelayJwt(token, { audiences: audiences(), now: now() }).then(
        (clientId) => {
          if (closing) refuse(socket, 503, 'Relay shutting down')
          else server.handleUpgrade(request, socket, head, (ws) => onConnection(ws, clientId))
        },
        (error) => {
          if (!(error instanceof RelayAuthError)) onError(error)
          refuse(socket, 401, error instanceof RelayAuthError ? error.message : 'Relay JWT refused')
        },
      )
    },
    get connections() {
      return clients.size
    },
    queuedMessages: () => store.countQueued(now()),
    sweep: () => store.sweep(now()),
    dropSockets() {
      for (const client of clients) client.socket.terminate()
    },
    async close() {
      closing = true
      for (const timer of [pinger, redeliverer, sweeper]) clearInterval(timer)
      const closed = [...clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.socket.readyState === client.socket.CLOSED) return resolve()
            client.socket.once('close', () => resolve())
            client.socket.close(1001, 'Relay shutting down')
            // A client that does not answer the close handshake is cut off.
            setTimeout(() => client.socket.terminate(), 2000).unref()
          }),
      )
      await Promise.all(closed)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await options.fanout.close()
    },
  }
}

function refuse(socket: Duplex, status: 401 | 503, reason: string): void {
  const title = status === 401 ? 'Unauthorized' : 'Service Unavailable'
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  )
}
