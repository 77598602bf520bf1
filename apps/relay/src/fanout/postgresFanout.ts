import pg from 'pg'
import type { SqlQueryable } from '../db/sqlQueryable'
import {
  decodeNotice,
  encodeNotice,
  FANOUT_CHANNEL,
  type FanoutNotice,
  type RelayFanout,
} from './RelayFanout'

export interface PostgresFanoutOptions {
  /** The database every instance shares; the listener holds one connection of its own to it. */
  connectionString: string
  /** Where NOTIFY is sent from (the relay's pool). */
  sql: SqlQueryable
  /** Wait before reconnecting a lost listener, in ms (default 1000). */
  reconnectDelayMs?: number
}

/**
 * Fan-out between instances on one PostgreSQL: NOTIFY carries the message id and topic, and every instance LISTENs
 * on a dedicated connection. A lost listener reconnects and reports a gap, so nothing published meanwhile is missed.
 */
export function postgresFanout(options: PostgresFanoutOptions): RelayFanout {
  let client: pg.Client | undefined
  let closed = false
  let retry: ReturnType<typeof setTimeout> | undefined

  const start = async (onNotice: (notice: FanoutNotice) => void, onGap: () => void): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString })
    let lost = false
    const onLost = () => {
      if (lost || closed) return
      lost = true
      if (client === next) client = undefined
      next.end().catch(() => undefined)
      retry = setTimeout(() => {
        start(onNotice, onGap).then(onGap, () => undefined)
      }, options.reconnectDelayMs ?? 1000)
    }
    next.on('notification', (message) => {
      const notice = message.payload ? decodeNotice(message.payload) : undefined
      if (notice) onNotice(notice)
    })
    next.on('error', onLost)
    next.on('end', onLost)
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${FANOUT_CHANNEL}`)
    } catch (error) {
      onLost()
      throw error
    }
  }

  return {
    async announce(notice) {
      await options.sql.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, encodeNotice(notice)])
    },
    listen: start,
    async close() {
      closed = true
      clearTimeout(retry)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
