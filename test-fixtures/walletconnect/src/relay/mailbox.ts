/** A message the relay keeps for its ttl. */
export interface StoredMessage {
  /** Order of arrival, unique per relay. */
  seq: number
  topic: string
  message: string
  /** Epoch ms. */
  publishedAt: number
  expiresAt: number
  tag?: unknown
  /** The socket that published it (never echoed back to it). */
  publisher: unknown
}

/** Per-topic storage of published messages, each kept until its ttl runs out. */
export interface Mailbox {
  add(input: {
    topic: string
    message: string
    ttlSeconds: number
    tag?: unknown
    publisher: unknown
  }): StoredMessage
  /** The topic's messages still within their ttl, oldest first. */
  live(topic: string): StoredMessage[]
}

export function createMailbox(now: () => number): Mailbox {
  const topics = new Map<string, StoredMessage[]>()
  let seq = 0
  const live = (topic: string) => {
    const kept = (topics.get(topic) ?? []).filter((stored) => stored.expiresAt > now())
    if (kept.length > 0) topics.set(topic, kept)
    else topics.delete(topic)
    return kept
  }
  return {
    add(input) {
      const publishedAt = now()
      seq += 1
      const stored: StoredMessage = {
        seq,
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + input.ttlSeconds * 1000,
        ...(input.tag !== undefined ? { tag: input.tag } : {}),
        publisher: input.publisher,
      }
      topics.set(input.topic, [...live(input.topic), stored])
      return stored
    },
    live,
  }
}
