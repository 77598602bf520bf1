import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { PACKAGE_PATHS } from '../src/packagePaths'
import type { RunningServer, StartServerOptions } from '../src/startServer'
import { startServer } from '../src/startServer'
import { apiUrl } from './api'
import { BACKENDS, TEST_PROJECTS } from './backends'

function start(databaseUrl: string | undefined, options: Partial<StartServerOptions> = {}) {
  return startServer({
    databaseUrl,
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: TEST_PROJECTS,
    ...options,
  })
}

/**
 * A PGlite data directory holding the run's freshly initialised cluster (test/pgliteTemplate.ts): a process
 * started on it opens it as an existing database instead of running initdb, as `main.ts` does on its second start.
 */
async function initialisedPgliteDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-main-'))
  const pglite = new PGlite(dir, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]) })
  await pglite.waitReady
  await pglite.close()
  return dir
}

const batchBody = (prefix: string, count: number) =>
  JSON.stringify({
    batch: Array.from({ length: count }, (_, i) => ({
      eventId: `${prefix}-${i}`,
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: Date.now(),
      props: { type: 'track', event: 'INITIALIZE', properties: {} },
    })),
  })

/** Requests the server at `base` is answering, besides the `/metrics` request that reads the gauge. */
async function otherRequestsInFlight(base: string): Promise<number> {
  const metrics = await (await fetch(`${base}/metrics`)).text()
  return Number(/^latch_http_requests_in_flight (\d+)$/m.exec(metrics)?.[1]) - 1
}

/**
 * POSTs `body` to /batch in two halves: resolves `sent` once the first half is out (the request is in flight on
 * the server), and `answer` with the status and body after `release()` sends the rest.
 */
function slowBatch(base: string, body: string, params: Record<string, string> = {}) {
  let release = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(apiUrl(base, '/batch', params), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    })
    req.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half))
    release = () => req.end(body.slice(half))
  })
  return { answer, release: () => release() }
}

describe.each(BACKENDS)('health, readiness and metrics on $name', (backend) => {
  let server: RunningServer
  const lines: Record<string, unknown>[] = []
  beforeAll(async () => {
    server = await start(await backend.databaseUrl(), { log: (line) => lines.push(line) })
  })
  afterAll(() => server?.close())

  test('/healthz and /readyz answer 200 on a migrated database; /readyz is 503 when a migration is missing', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true })

    // The newest migration's bookkeeping row gone: this build's schema is not all there.
    const newest = sql`SELECT max(created_at) FROM drizzle.__drizzle_migrations`
    const saved = await server.database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (${newest}) RETURNING hash, created_at`,
    )
    const row = (saved as unknown as { rows: { hash: string; created_at: string }[] }).rows[0]
    const notReady = await fetch(`${server.url}/readyz`)
    expect(notReady.status).toBe(503)
    expect(await notReady.json()).toEqual({ ready: false, reason: 'migrations not applied' })
    await server.database.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row?.hash}, ${row?.created_at})`,
    )
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  })

  test('/metrics counts requests by method, route pattern and status, with latency histograms', async () => {
    for (let i = 0; i < 3; i++) await fetch(apiUrl(server.url, '/getWallets', { entries: 4 }))
    await fetch(apiUrl(server.url, '/getWallets', { projectId: 'nobody' }))
    await fetch(`${server.url}/no/such/path?token=s3cret`)
    const response = await fetch(`${server.url}/metrics`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('latch_http_requests_total{method="GET",route="/getWallets",status="200"} 3')
    expect(text).toContain('latch_http_requests_total{method="GET",route="/getWallets",status="403"} 1')
    expect(text).toContain('latch_http_requests_total{method="GET",route="unmatched",status="404"} 1')
    expect(text).toMatch(
      /latch_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/getWallets",status="200"\} 3/,
    )
    expect(text).toContain(
      'latch_http_request_duration_seconds_count{method="GET",route="/getWallets",status="200"} 3',
    )
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).toContain('latch_analytics_events_pending 0')
    expect(text).not.toContain('s3cret')
  })

  test('one JSON log line per request: method, route pattern, status and ms; no query string, no token (RELIABILITY #34)', async () => {
    lines.length = 0
    await fetch(`${server.url}/dashboard/test-project/stats.json?days=7&token=s3cret`)
    await fetch(apiUrl(server.url, '/getWallets', { search: 'meta' }))
    const requests = lines.filter((line) => line.msg === 'request')
    expect(requests).toEqual([
      {
        level: 'info',
        msg: 'request',
        method: 'GET',
        route: '/dashboard/:projectId/stats.json',
        status: 200,
        ms: expect.any(Number),
      },
      {
        level: 'info',
        msg: 'request',
        method: 'GET',
        route: '/getWallets',
        status: 200,
        ms: expect.any(Number),
      },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|test-project|meta/)
  })
})

describe('readiness when PostgreSQL is down', () => {
  test('/readyz is 503 while the database refuses connections and 200 once it is back; /healthz stays 200', async () => {
    const databaseUrl = await BACKENDS[1].databaseUrl()
    if (!databaseUrl) throw new Error('no PostgreSQL')
    const server = await start(databaseUrl)
    const name = new URL(databaseUrl).pathname.slice(1)
    const admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
      const down = await fetch(`${server.url}/readyz`)
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({ ready: false, reason: 'database unreachable' })
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined)
      await admin.end()
      await server.close()
    }
  })
})

describe('graceful shutdown', () => {
  test('shutdown stops new connections, runs the shutdown hooks, lets the request in flight finish and write its events, then resolves', async () => {
    const server = await start(undefined)
    // The relay's place: a hook that closes its WebSockets runs while requests drain, before the database closes.
    const hookRuns: string[] = []
    server.onShutdown(async () => {
      hookRuns.push('hook started')
      await server.database.db.execute(sql`SELECT 1`)
      hookRuns.push('database still open')
    })
    const slow = slowBatch(server.url, batchBody('in-flight', 20))
    await expect.poll(async () => (await server.metrics.inFlight.get()).values[0]?.value).toBe(1)
    const stopped = server.shutdown({ drainMs: 10_000 })
    await expect.poll(() => hookRuns).toEqual(['hook started', 'database still open'])
    let stoppedYet = false
    void stopped.then(() => {
      stoppedYet = true
    })
    // No new connection is taken once shutdown starts.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
    expect(stoppedYet).toBe(false)
    slow.release()
    expect(await slow.answer).toEqual({ status: 200, body: JSON.stringify({ received: 20, stored: 20 }) })
    await stopped
  })

  test('past the drain bound the request is cut and shutdown still resolves', async () => {
    const server = await start(undefined)
    const slow = slowBatch(server.url, batchBody('cut', 5))
    await expect.poll(async () => (await server.metrics.inFlight.get()).values[0]?.value).toBe(1)
    await server.shutdown({ drainMs: 200 })
    await expect(slow.answer).rejects.toThrow()
  })

  test('SIGTERM to `main.ts`: the request in flight is answered, then the process exits 0', {
    timeout: 180_000,
  }, async () => {
    const pgliteDir = await initialisedPgliteDir()
    const child: ChildProcess = spawn(
      process.execPath,
      ['--conditions=@latch/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: join(PACKAGE_PATHS.migrations, '..'),
        env: { ...process.env, PORT: '0', PGLITE_DIR: pgliteDir, LATCH_DRAIN_MS: '20000' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    try {
      let output = ''
      child.stdout?.on('data', (chunk) => {
        output += chunk
      })
      await expect
        .poll(() => /Latch server on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 150_000, interval: 200 })
        .toBeTruthy()
      const url = /Latch server on (http:\/\/\S+)/.exec(output)?.[1] ?? ''
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      const slow = slowBatch(url, batchBody('sigterm', 10), { projectId: 'latch-demo' })
      // The batch request is in the server's hands (its body half read) before the signal.
      await expect.poll(() => otherRequestsInFlight(url)).toBe(1)
      child.kill('SIGTERM')
      await expect.poll(() => output).toContain('"msg":"shutdown","signal":"SIGTERM"')
      slow.release()
      const answer = await slow.answer
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ received: 10, stored: 10 })
      expect(await exited).toBe(0)
      expect(output).toContain('"msg":"stopped"')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(pgliteDir, { recursive: true, force: true })
    }
  })
})
