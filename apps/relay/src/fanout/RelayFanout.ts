/** A new message, announced to every instance: its id (the row in the database) and its topic. */
export interface FanoutNotice {
  id: string
  topic: string
}

/**
 * How relay instances tell each other a message was stored. PostgreSQL's LISTEN/NOTIFY (one database, several
 * instances) and PGlite's in-process notifications are built in; Redis or NATS pub/sub fits the same three
 * methods, and the protocol code does not change.
 */
export interface RelayFanout {
  /** Tells every instance (this one included) about a stored message. */
  announce(notice: FanoutNotice): Promise<void>
  /**
   * Starts delivering notices. `onGap` runs when notices may have been lost (the listener reconnected): the relay
   * then reads what it missed from the database.
   */
  listen(onNotice: (notice: FanoutNotice) => void, onGap: () => void): Promise<void>
  close(): Promise<void>
}

/** The channel the SQL fan-outs notify on. */
export const FANOUT_CHANNEL = 'latch_relay_messages'

export function encodeNotice(notice: FanoutNotice): string {
  return JSON.stringify([notice.id, notice.topic])
}

export function decodeNotice(payload: string): FanoutNotice | undefined {
  try {
    const [id, topic] = JSON.parse(payload) as unknown[]
    return typeof id === 'string' && typeof topic === 'string' ? { id, topic } : undefined
  } catch {
    return undefined
  }
}
