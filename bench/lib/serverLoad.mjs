// The Latch server under a bounded load on 127.0.0.1: the server runs as its own process (node
// apps/server/dist/main.js, on PGlite or on a throwaway PostgreSQL cluster), autocannon sends a fixed number of
// requests with a time cap, and the figures are throughput and latency percentiles. Measured, never asserted.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { REPO_ROOT } from './paths.mjs'

const SERVER_DIST = join(REPO_ROOT, 'apps/server/dist')

/** The requests measured: the kit's getWallets calls (spec §7 page sizes). */
export const SCENARIOS = [
  {
    id: 'page-40',
    label: 'getWallets, AllWallets page (entries=40, pages 1-10)',
    query: (i) => `entries=40&page=${(i % 10) + 1}`,
  },
  {
    id: 'search-100',
    label: 'getWallets, search (entries=100, search=wal)',
    query: () => 'entries=100&search=wal',
  },
  { id: 'featured-4', label: 'getWallets, recommended (entries=4)', query: () => 'entries=4' },
]

/** Starts `node apps/server/dist/main.js` on a free port; resolves when it prints its URL. */
function startServerProcess(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PGLITE_DIR: 'memory://', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      const url = /Latch server on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({
          url,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', done)
              process.kill(child.pid, 'SIGTERM')
            }),
        })
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

/** One bounded autocannon run: `amount` requests over `connections` connections, stopped at `maxSeconds`. */
function runLoad({ url, scenario, amount, connections, maxSeconds }) {
  return new Promise((resolve, reject) => {
    let i = 0
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/getWallets?projectId=latch-demo&st=latch&sv=bench&${scenario.query(i++)}`,
            }),
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ ...result, measuredSeconds: (lastResponse - started) / 1000 }),
    )
    // autocannon notices that the count is reached only on its once-a-second tick: time to the last answer instead.
    const started = performance.now()
    let lastResponse = started
    instance.on('response', () => {
      lastResponse = performance.now()
    })
    const cap = setTimeout(() => instance.stop(), maxSeconds * 1000)
    instance.on('done', () => clearTimeout(cap))
  })
}

function figures(result) {
  const seconds = result.measuredSeconds
  return {
    requests: result.requests.total,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(result.requests.total / Math.max(seconds, 0.001)),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * Measures every scenario on PGlite and on PostgreSQL (a throwaway cluster started and stopped by PID), after a
 * warm-up of `warmup` requests each. Resolves with one row per backend and scenario.
 */
export async function measureServerLoad({
  amount = 5000,
  connections = 10,
  warmup = 300,
  maxSeconds = 60,
  log,
}) {
  const { startPostgres } = await import(pathToFileURL(join(SERVER_DIST, 'testing.js')).href)
  const rows = []
  const backends = [
    {
      id: 'pglite',
      label: 'PGlite (embedded, in memory)',
      start: async () => ({ env: {}, stop: async () => {} }),
    },
    {
      id: 'postgres',
      label: 'PostgreSQL (Debian, local socket-less TCP on 127.0.0.1)',
      start: async () => {
        const postgres = await startPostgres()
        return { env: { DATABASE_URL: postgres.url }, stop: () => postgres.stop() }
      },
    },
  ]
  for (const backend of backends) {
    const database = await backend.start()
    const server = await startServerProcess(database.env)
    log?.(`server on ${backend.id}: ${server.url} (pid ${server.pid})`)
    try {
      for (const scenario of SCENARIOS) {
        await runLoad({ url: server.url, scenario, amount: warmup, connections, maxSeconds })
        const result = await runLoad({ url: server.url, scenario, amount, connections, maxSeconds })
        rows.push({
          backend: backend.id,
          backendLabel: backend.label,
          scenario: scenario.id,
          label: scenario.label,
          ...figures(result),
        })
        log?.(
          `${backend.id} ${scenario.id}: ${rows.at(-1).requestsPerSecond} req/s, p99 ${rows.at(-1).latencyMs.p99} ms`,
        )
      }
    } finally {
      await server.stop()
      await database.stop()
    }
  }
  return { amount, connections, warmup, maxSeconds, rows }
}

/** The results as a markdown table. */
export function serverLoadMarkdown(meta, load) {
  const lines = [
    `# Latch server load (getWallets), ${meta.date}`,
    '',
    `${meta.machine}. ${load.amount} requests per scenario over ${load.connections} connections after ${load.warmup} warm-up requests, capped at ${load.maxSeconds} s; server and load generator on one machine (127.0.0.1).`,
    '',
    '| backend | request | req/s | p50 ms | p99 ms | max ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...load.rows.map(
      (row) =>
        `| ${row.backend} | ${row.label} | ${row.requestsPerSecond} | ${row.latencyMs.p50} | ${row.latencyMs.p99} | ${row.latencyMs.max} | ${row.errors + row.timeouts} | ${row.non2xx} |`,
    ),
    '',
  ]
  return lines.join('\n')
}
