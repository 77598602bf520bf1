import type { Database } from '../db/openDatabase'
import { analyticsEvents } from '../db/schema'

/** An event row as /batch hands it over. */
export type EventRow = typeof analyticsEvents.$inferInsert

/** Refused writes: the database stayed unreachable past the retries, the queue is full, or the writer is closed. */
export class EventsUnavailableError extends Error {
  override readonly name = 'EventsUnavailableError'
}

/**
 * Group commit for analytics: the rows of every /batch request that arrives within one window go to the database
 * in one multi-row INSERT, and each request is answered once its rows are committed (so an answered event is never
 * lost, even if the process dies).
 */
export interface EventWriter {
  /** Queues the rows; resolves with how many were new (a retried event id is stored once) once committed. */
  write(rows: readonly EventRow[]): Promise<number>
  /** Rows queued or being written. */
  readonly pending: number
  /** Writes everything queued, then refuses new writes. */
  close(): Promise<void>
}

export interface EventWriterOptions {
  /** How long the first queued row waits for others (default 20 ms). */
  windowMs?: number
  /** Rows in one INSERT (default 4,000: 8 parameters each, under PostgreSQL's 65,535). */
  maxRows?: number
  /** Rows queued at most; past it a write is refused at once (default 50,000). */
  maxPending?: number
  /** Delays of the retries of a failed INSERT (default 100, 400 and 1,600 ms: 3 retries, about 2 s in all). */
  retryDelaysMs?: readonly number[]
}

interface Ticket {
  remaining: number
  stored: number
  resolve(stored: number): void
  reject(error: Error): void
}

interface Queued {
  row: EventRow
  ticket: Ticket
}

/** An EventWriter on `db` (see `EventWriter`). */
export function createEventWriter(db: Database, options: EventWriterOptions = {}): EventWriter {
  const windowMs = options.windowMs ?? 20
  const maxRows = options.maxRows ?? 4000
  const maxPending = options.maxPending ?? 50_000
  const retryDelaysMs = options.retryDelaysMs ?? [100, 400, 1600]
  let queue: Queued[] = []
  let writing = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let closed = false

  async function insert(rows: EventRow[]): Promise<{ projectId: string; eventId: string }[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db
          .insert(analyticsEvents)
          .values(rows)
          .onConflictDoNothing()
          .returning({ projectId: analyticsEvents.projectId, eventId: analyticsEvents.eventId })
      } catch (error) {
        const delay = retryDelaysMs[attempt]
        if (delay === undefined) throw error
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }

  async function writeOnce(): Promise<void> {
    const taken = queue.slice(0, maxRows)
    queue = queue.slice(taken.length)
    writing = taken.length
    try {
      const inserted = await insert(taken.map((entry) => entry.row))
      // An event id queued twice in one window (two requests racing) is credited to the first.
      const firstOf = new Map<string, Ticket>()
      for (const { row, ticket } of taken) {
        const key = `${row.projectId}\u0000${row.eventId}`
        if (!firstOf.has(key)) firstOf.set(key, ticket)
      }
      for (const row of inserted) {
        const ticket = firstOf.get(`${row.projectId}\u0000${row.eventId}`)
        if (ticket) ticket.stored++
      }
      for (const { ticket } of taken) if (--ticket.remaining === 0) ticket.resolve(ticket.stored)
    } catch (error) {
      const refused = new EventsUnavailableError('Analytics events could not be stored', { cause: error })
      for (const { ticket } of taken) ticket.reject(refused)
    } finally {
      writing = 0
    }
  }

  /** Writes until the queue is empty; one INSERT at a time. */
  function drain(): Promise<void> {
    timer = undefined
    running ??= (async () => {
      while (queue.length > 0) await writeOnce()
    })().finally(() => {
      running = undefined
      // Rows queued while the last INSERT ran: their window starts now.
      if (queue.length > 0) schedule()
    })
    return running
  }

  function schedule() {
    if (running) return
    if (queue.length >= maxRows) void drain()
    else timer ??= setTimeout(drain, windowMs)
  }

  return {
    get pending() {
      return queue.length + writing
    },

    write(rows) {
      if (rows.length === 0) return Promise.resolve(0)
      if (closed) return Promise.reject(new EventsUnavailableError('The server is shutting down'))
      if (queue.length + rows.length > maxPending) {
        return Promise.reject(new EventsUnavailableError('Too many analytics events are waiting'))
      }
      return new Promise<number>((resolve, reject) => {
        const ticket: Ticket = { remaining: rows.length, stored: 0, resolve, reject }
        for (const row of rows) queue.push({ row, ticket })
        schedule()
      })
    },

    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await running
      await drain()
    },
  }
}
