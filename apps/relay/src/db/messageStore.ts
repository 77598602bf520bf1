import type { SqlQueryable } from './sqlQueryable'

/** A published message as the relay keeps it until its ttl runs out. */
export interface StoredMessage {
  /** Unique across every instance on the database (a bigserial, as text). */
  id: string
  topic: string
  message: string
  tag: number
  /** Client id (the JWT issuer) of the publisher: never delivered back to it. */
  publisher: string
  /** Epoch ms. */
  publishedAt: number
  expiresAt: number
}

/** Published messages and who acknowledged them, in PostgreSQL or PGlite. */
export interface MessageStore {
  insert(input: Omit<StoredMessage, 'id'>): Promise<StoredMessage>
  byId(id: string, now: number): Promise<StoredMessage | undefined>
  /** Live messages on these topics that `clientId` neither published nor acknowledged, oldest first. */
  pendingFor(
    topics: readonly string[],
    clientId: string,
    now: number,
    limit: number,
  ): Promise<StoredMessage[]>
  /** Live messages on these topics newer than `afterId` (catching up after the fan-out missed notifications). */
  newerThan(afterId: string, topics: readonly string[], now: number): Promise<StoredMessage[]>
  acknowledge(messageIds: readonly string[], clientId: string, now: number): Promise<void>
  /** Deletes expired messages (their acknowledgements go with them); resolves with how many. */
  sweep(now: number): Promise<number>
  /** Live messages not yet acknowledged by anyone. */
  countQueued(now: number): Promise<number>
  /** The newest message id, or '0'. */
  lastId(): Promise<string>
}

interface MessageRow {
  id: string | number | bigint
  topic: string
  message: string
  tag: number
  publisher: string
  published_at: string | number | bigint
  expires_at: string | number | bigint
}

const COLUMNS = 'id::text AS id, topic, message, tag, publisher, published_at, expires_at'

export function createMessageStore(sql: SqlQueryable): MessageStore {
  return {
    async insert(input) {
      const { rows } = await sql.query<MessageRow>(
        `INSERT INTO relay_messages (topic, message, tag, publisher, published_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [input.topic, input.message, input.tag, input.publisher, input.publishedAt, input.expiresAt],
      )
      return toMessage(rows[0]!)
    },
    async byId(id, now) {
      const { rows } = await sql.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages WHERE id = $1 AND expires_at > $2`,
        [id, now],
      )
      return rows[0] ? toMessage(rows[0]) : undefined
    },
    async pendingFor(topics, clientId, now, limit) {
      if (topics.length === 0) return []
      const { rows } = await sql.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages m
         WHERE m.topic = ANY($1::text[]) AND m.expires_at > $2 AND m.publisher <> $3
           AND NOT EXISTS (SELECT 1 FROM relay_acks a WHERE a.message_id = m.id AND a.client_id = $3)
         ORDER BY m.id LIMIT $4`,
        [topics, now, clientId, limit],
      )
      return rows.map(toMessage)
    },
    async newerThan(afterId, topics, now) {
      if (topics.length === 0) return []
      const { rows } = await sql.query<MessageRow>(
        `SELECT ${COLUMNS} FROM relay_messages
         WHERE id > $1 AND topic = ANY($2::text[]) AND expires_at > $3 ORDER BY id`,
        [afterId, topics, now],
      )
      return rows.map(toMessage)
    },
    async acknowledge(messageIds, clientId, now) {
      if (messageIds.length === 0) return
      // A message swept meanwhile has nothing left to acknowledge: the join leaves it out.
      await sql.query(
        `INSERT INTO relay_acks (message_id, client_id, acked_at)
         SELECT m.id, $2, $3 FROM relay_messages m WHERE m.id = ANY($1::bigint[])
         ON CONFLICT DO NOTHING`,
        [messageIds, clientId, now],
      )
    },
    async sweep(now) {
      const { rows } = await sql.query<{ id: string }>(
        'DELETE FROM relay_messages WHERE expires_at <= $1 RETURNING id::text AS id',
        [now],
      )
      return rows.length
    },
    async countQueued(now) {
      const { rows } = await sql.query<{ count: string | number }>(
        `SELECT count(*)::int AS count FROM relay_messages m
         WHERE m.expires_at > $1 AND NOT EXISTS (SELECT 1 FROM relay_acks a WHERE a.message_id = m.id)`,
        [now],
      )
      return Number(rows[0]?.count ?? 0)
    },
    async lastId() {
      const { rows } = await sql.query<{ id: string | null }>(
        'SELECT max(id)::text AS id FROM relay_messages',
      )
      return rows[0]?.id ?? '0'
    },
  }
}

function toMessage(row: MessageRow): StoredMessage {
  return {
    id: String(row.id),
    topic: row.topic,
    message: row.message,
    tag: Number(row.tag),
    publisher: row.publisher,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
  }
}
