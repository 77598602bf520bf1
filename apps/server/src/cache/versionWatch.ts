import type { Database } from '../db/openDatabase'
import { versions } from '../db/schema'

/** How often an instance reads the database's versions: two instances disagree for at most this long. */
export const DEFAULT_VERSION_CHECK_MS = 1000

/** The versions of what an instance caches (see `versions` in the schema). */
export interface Versions {
  catalogue: number
  config: number
}

/** The database's versions as an instance knows them, read again at most once per `intervalMs`. */
export interface VersionWatch {
  readonly intervalMs: number
  /**
   * Versions read less than `intervalMs` before this call (a request waits for a fresh read once they are older),
   * so anything committed longer than `intervalMs` ago is seen. Rejects when the database cannot be read.
   */
  current(): Promise<Versions>
}

export interface VersionWatchOptions {
  intervalMs?: number
  now?: () => number
}

/** Watches the `latch_versions` row of each cached kind; one read in flight at a time, shared by all requests. */
export function createVersionWatch(db: Database, options: VersionWatchOptions = {}): VersionWatch {
  const intervalMs = options.intervalMs ?? DEFAULT_VERSION_CHECK_MS
  const now = options.now ?? (() => performance.now())
  let known: Versions | undefined
  let readStartedAt = Number.NEGATIVE_INFINITY
  let reading: Promise<Versions> | undefined

  async function read(): Promise<Versions> {
    const startedAt = now()
    const rows = await db.select().from(versions)
    const byName = new Map(rows.map((row) => [row.name, row.version]))
    known = { catalogue: byName.get('catalogue') ?? 0, config: byName.get('config') ?? 0 }
    // What the read saw was committed before it started: that start is the age of the answer.
    readStartedAt = startedAt
    return known
  }

  return {
    intervalMs,
    current() {
      if (known && now() - readStartedAt < intervalMs) return Promise.resolve(known)
      reading ??= read().finally(() => {
        reading = undefined
      })
      return reading
    },
  }
}
