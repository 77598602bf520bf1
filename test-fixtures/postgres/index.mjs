// A throwaway PostgreSQL cluster for tests: Debian's postgresql (installed with apt-get when missing), initdb into
// a temporary directory as the postgres user, started with pg_ctl on a free 127.0.0.1 port, stopped by its PID.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PG_ROOT = '/usr/lib/postgresql'

/** The bin directory of the newest installed PostgreSQL, installing Debian's package first when there is none. */
/** @returns {string} */
function postgresBin() {
  const find = () =>
    existsSync(PG_ROOT)
      ? readdirSync(PG_ROOT)
          .filter((version) => existsSync(join(PG_ROOT, version, 'bin/initdb')))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined
  let version = find()
  if (!version) {
    const apt = /** @type {const} */ ({
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    execFileSync('apt-get', ['update', '-q'], apt)
    execFileSync('apt-get', ['install', '-y', '-q', 'postgresql'], apt)
    version = find()
  }
  if (!version)
    throw new Error('PostgreSQL is not installed and apt-get install postgresql did not install it')
  return join(PG_ROOT, version, 'bin')
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** @param {string} command @param {string[]} args */
function asPostgres(command, args) {
  execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
}

/**
 * Starts a throwaway cluster (user postgres, no password, database postgres) on a free 127.0.0.1 port.
 * @returns {Promise<import('./index').RunningPostgres>}
 */
export async function startPostgres() {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  execFileSync('chown', ['postgres:postgres', dir])
  const data = join(dir, 'data')
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
    'start',
  ])
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid,
    async stop() {
      try {
        process.kill(pid, 'SIGINT') // fast shutdown
      } catch {
        // already gone
      }
      for (let waited = 0; waited < 10_000; waited += 50) {
        try {
          process.kill(pid, 0)
        } catch {
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
