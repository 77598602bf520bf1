import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { packAll } from '../../scripts/pack.mjs'
import { BENCH_DIR, DIST_DIR, HOST_DIR, PEERS_DIR, REPO_ROOT } from './paths.mjs'

/** Runs a command, streaming its output; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0)
    throw new Error(`bench: \`${command} ${args.join(' ')}\` failed (${result.status})`)
}

/**
 * Installs the peers' own npm project (bench/peers, outside the workspace) from its lockfile, unless it is
 * already installed and `force` is false. When `npm ci` refuses the lockfile (a registry mirror that lacks some
 * platforms' optional packages makes npm write a lockfile that its own `npm ci` calls out of sync), it falls
 * back to `npm install`, which installs the same locked versions.
 */
export function installPeers({ force = false } = {}) {
  if (!force && existsSync(join(PEERS_DIR, 'node_modules', '.package-lock.json'))) return
  const flags = ['--prefix', PEERS_DIR, '--no-audit', '--no-fund']
  if (existsSync(join(PEERS_DIR, 'package-lock.json'))) {
    const ci = spawnSync('npm', ['ci', ...flags], { cwd: PEERS_DIR, stdio: 'inherit' })
    if (ci.status === 0) return
    console.log('[bench] npm ci refused bench/peers/package-lock.json; installing with npm install instead')
  }
  run('npm', ['install', ...flags], { cwd: PEERS_DIR })
}

/** Builds every Latch package (their dist/ entry points, which the tarballs hold), through turbo's cache. */
export function buildLatchPackages() {
  // The bench page with WalletConnect also starts its relay fixture; the dev-wallet connect timing bundles the
  // EVM dev wallet from its fixture's dist.
  const filters = [
    '--filter=./packages/*',
    '--filter=@latch/fixture-walletconnect...',
    '--filter=@latch/fixture-evm',
  ]
  run(
    join(REPO_ROOT, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  )
}

/** The React version the Latch pages install: the one the workspace's ui-react is developed against. */
function workspaceReactRange() {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'ui-react', 'package.json'), 'utf8'))
  return manifest.devDependencies.react
}

/**
 * Makes the Latch pages' host project as a host would: packs every publishable package (scripts/pack.mjs, the
 * tarballs npm would publish), installs those tarballs and React into bench/.host with npm (peer dependencies such
 * as viem and @wagmi/core come in as npm resolves them), and copies the pages (bench/latch) in beside them. The
 * pages then resolve `@latch/*` from the tarballs' contents, never from the workspace.
 */
export function installLatchHost() {
  const packed = packAll()
  rmSync(HOST_DIR, { recursive: true, force: true })
  mkdirSync(HOST_DIR, { recursive: true })
  const react = workspaceReactRange()
  const dependencies = Object.fromEntries([
    ...packed.map(({ manifest, tarball }) => [manifest.name, `file:${tarball}`]),
    ['react', react],
    ['react-dom', react],
  ])
  writeFileSync(
    join(HOST_DIR, 'package.json'),
    `${JSON.stringify({ name: 'latch-bench-host', private: true, type: 'module', dependencies }, null, 2)}\n`,
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: HOST_DIR })
  cpSync(join(BENCH_DIR, 'latch'), join(HOST_DIR, 'pages'), { recursive: true })
}

/** Vite production build of one bench page into bench/dist/<id>/, with the peers' Vite. */
export function buildPage(entry) {
  run(
    process.execPath,
    [join(PEERS_DIR, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.bench.config.mjs'],
    {
      cwd: PEERS_DIR,
      env: {
        ...process.env,
        BENCH_ROOT: entry.root,
        BENCH_OUT: join(DIST_DIR, entry.id),
        NODE_ENV: 'production',
      },
    },
  )
}
