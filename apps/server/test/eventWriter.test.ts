import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEventWriter } from '../src/analytics/eventWriter'
import { createApp } from '../src/createApp'
import type { Database } from '../src/db/openDatabase'
import { apiUrl } from './api'
import { BACKENDS } from './backends'
import { openCountedDatabase } from './countedDatabase'

function items(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    eventId: `${prefix}-${i}`,
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp: Date.now(),
    props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { name: 'MetaMask', namespace: 'eip155' } },
  }))
}

const inserts = (statements: string[]) =>
  statements.filter((statement) => /^insert into "analytics_events"/i.test(statement))

async function storedCount(db: Database, prefix: string): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM analytics_events WHERE event_id LIKE ${`${prefix}-%`}`,
  )
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1
}

/** Makes the next `times` INSERTs into analytics_events fail in the database (a sequence is not rolled back). */
async function failNextInserts(db: Database, times: number): Promise<void> {
  const statements = [
    'DROP TRIGGER IF EXISTS fail_inserts ON analytics_events',
    'DROP SEQUENCE IF EXISTS fail_inserts_seq',
    'CREATE SEQUENCE fail_inserts_seq',
    `CREATE OR REPLACE FUNCTION fail_inserts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       IF nextval('fail_inserts_seq') <= ${times} THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NULL;
     END; $$`,
    'CREATE TRIGGER fail_inserts BEFORE INSERT ON analytics_events FOR EACH STATEMENT EXECUTE FUNCTION fail_inserts()',
  ]
  for (const statement of statements) await db.execute(sql.raw(statement))
}

describe.each(BACKENDS)('analytics writes batched on $name', (backend) => {
  let database: Awaited<ReturnType<typeof openCountedDatabase>>
  // Migrating and loading the catalogue takes a while on a busy machine.
  beforeAll(async () => {
    database = await openCountedDatabase(backend)
  }, 180_000)
  afterAll(() => database?.close())

  const post = (app: ReturnType<typeof createApp>, batch: unknown[]) =>
    app.request(apiUrl('http://in.process', '/batch'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ batch }),
    })

  test('300 events in one batch are one INSERT; three batches in one window are one INSERT too', async () => {
    const app = createApp(database.db, { events: createEventWriter(database.db, { windowMs: 200 }) })
    database.statements.length = 0
    const one = await post(app, items('single', 300))
    expect(await one.json()).toEqual({ received: 300, stored: 300 })
    expect(inserts(database.statements)).toHaveLength(1)

    database.statements.length = 0
    const answers = await Promise.all([
      post(app, items('window-a', 100)),
      post(app, items('window-b', 100)),
      // The same ids as the first: stored once, credited to one request.
      post(app, items('window-a', 100)),
    ])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies.map((body) => body.stored).sort()).toEqual([0, 100, 100])
    expect(inserts(database.statements)).toHaveLength(1)
    expect(await storedCount(database.db, 'window-a')).toBe(100)
    expect(await storedCount(database.db, 'window-b')).toBe(100)
  })

  test('an INSERT that fails once is retried: every event stored, the request answered after the retry', async () => {
    const app = createApp(database.db, {
      events: createEventWriter(database.db, { retryDelaysMs: [10, 10] }),
    })
    await failNextInserts(database.db, 1)
    database.statements.length = 0
    const answer = await post(app, items('retried', 50))
    expect(await answer.json()).toEqual({ received: 50, stored: 50 })
    expect(inserts(database.statements)).toHaveLength(2)
    expect(await storedCount(database.db, 'retried')).toBe(50)
  })

  test('past the retries the request is a 503 and nothing is claimed stored; the kit resends and it is stored once', async () => {
    const app = createApp(database.db, {
      events: createEventWriter(database.db, { retryDelaysMs: [10, 10] }),
    })
    await failNextInserts(database.db, 3)
    database.statements.length = 0
    const refused = await post(app, items('resent', 20))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toEqual({ error: 'Analytics unavailable' })
    // One attempt and two retries: the bound.
    expect(inserts(database.statements)).toHaveLength(3)
    expect(await storedCount(database.db, 'resent')).toBe(0)
    const resent = await post(app, items('resent', 20))
    expect(await resent.json()).toEqual({ received: 20, stored: 20 })
  })

  test('closing the writer (shutdown) writes what is queued before it resolves', async () => {
    const events = createEventWriter(database.db, { windowMs: 60_000 })
    const app = createApp(database.db, { events })
    const answer = post(app, items('at-shutdown', 30))
    await expect.poll(() => events.pending).toBe(30)
    expect(await storedCount(database.db, 'at-shutdown')).toBe(0)
    await events.close()
    expect(await storedCount(database.db, 'at-shutdown')).toBe(30)
    expect(await (await answer).json()).toEqual({ received: 30, stored: 30 })
    // After shutdown a beacon is refused, not lost: the kit keeps it for the next instance.
    expect((await post(app, items('after', 1))).status).toBe(503)
  })
})
