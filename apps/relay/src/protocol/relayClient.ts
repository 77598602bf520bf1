import type { WebSocket } from 'ws'
import type { StoredMessage } from '../db/messageStore'
import { type JsonRpcFrame, writeFrame } from './jsonRpc'

/** A delivery the client has not acknowledged yet. */
interface InFlight {
  message: StoredMessage
  sentAt: number
}

/** One client socket: who it is (the JWT issuer), what it subscribes to, and what it still has to acknowledge. */
export class RelayClient {
  readonly topics = new Set<string>()
  /** Alive since the last ping (a pong or any frame). */
  alive = true
  private readonly inFlight = new Map<string, InFlight>()
  /** Message ids already sent on this socket: never twice, whichever path (subscribe, fan-out) finds it first. */
  private readonly sent = new Set<string>()

  constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    private readonly nextId: () => bigint,
  ) {}

  send(frame: JsonRpcFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(writeFrame(frame))
  }

  /** Sends a message as an `irn_subscription` request, unless it is the client's own or already on its way. */
  deliver(message: StoredMessage): void {
    if (message.publisher === this.clientId || this.sent.has(message.id)) return
    this.sent.add(message.id)
    this.push(message)
  }

  /** The message id of an acknowledged delivery (then forgotten), or undefined for an id the relay never sent. */
  acknowledged(id: unknown): string | undefined {
    const key = String(id)
    const entry = this.inFlight.get(key)
    if (!entry) return undefined
    this.inFlight.delete(key)
    return entry.message.id
  }

  /** Marks messages as handed over another way (a batch fetch answers with them). */
  handedOver(messages: readonly StoredMessage[]): StoredMessage[] {
    const fresh = messages.filter((message) => !this.sent.has(message.id))
    for (const message of fresh) this.sent.add(message.id)
    return fresh
  }

  /** Sends again what was not acknowledged within `afterMs`, while it lives; drops what expired. */
  redeliver(now: number, afterMs: number): void {
    for (const [key, entry] of this.inFlight) {
      if (performance.now() - entry.sentAt < afterMs) continue
      this.inFlight.delete(key)
      if (entry.message.expiresAt > now) this.push(entry.message)
    }
  }

  get unacknowledged(): number {
    return this.inFlight.size
  }

  private push(message: StoredMessage): void {
    const id = this.nextId()
    // Real elapsed time, not the relay's clock (which tests move to expire messages).
    this.inFlight.set(String(id), { message, sentAt: performance.now() })
    this.send({
      id,
      method: 'irn_subscription',
      params: {
        id: subscriptionId(message.topic),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
        },
      },
    })
  }
}

/** The id `irn_subscribe` answers with and `irn_subscription` carries: one per topic, as the SDK expects. */
export function subscriptionId(topic: string): string {
  return topic
}
