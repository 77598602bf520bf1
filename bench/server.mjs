// `node bench/server.mjs` (also the last step of `npm run bench`): a bounded load test of the Latch server's
// getWallets on PGlite, on PostgreSQL and on two instances of one PostgreSQL database, all on 127.0.0.1. Writes
// bench/results/server.json and server.md, with issue 38's goal reported met or not.
// Options: --amount N requests per scenario (default 5000), --connections N (default 10), --skip-build.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT, RESULTS_DIR } from './lib/paths.mjs'
import { measureServerLoad, serverLoadMarkdown } from './lib/serverLoad.mjs'

/** Builds the server, measures it, and writes the results; resolves with the markdown. */
export async function benchServer({
  amount = 5000,
  connections = 10,
  skipBuild = false,
  log = console.log,
} = {}) {
  if (!skipBuild) {
    execFileSync(
      join(REPO_ROOT, 'node_modules/.bin/turbo'),
      ['run', 'build', '--filter=@latch/server', '--output-logs=errors-only'],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    )
  }
  // The machine's load when the run starts: other work on the same cores lowers every figure.
  const loadAverage = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
  const load = await measureServerLoad({ amount, connections, log })
  const cpu = cpus()
  const meta = {
    date: new Date().toISOString(),
    loadAverage,
    machine: `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  }
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(join(RESULTS_DIR, 'server.json'), `${JSON.stringify({ meta, ...load }, null, 2)}\n`)
  const markdown = serverLoadMarkdown(meta, load)
  writeFileSync(join(RESULTS_DIR, 'server.md'), markdown)
  return markdown
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      amount: { type: 'string', default: '5000' },
      connections: { type: 'string', default: '10' },
      'skip-build': { type: 'boolean', default: false },
    },
  })
  const markdown = await benchServer({
    amount: Number(values.amount),
    connections: Number(values.connections),
    skipBuild: values['skip-build'],
    log: (message) => console.log(`[bench:server] ${message}`),
  })
  console.log(markdown)
}
