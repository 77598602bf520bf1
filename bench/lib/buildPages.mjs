import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DIST_DIR, PEERS_DIR, REPO_ROOT } from './paths.mjs'

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

/** Builds the Latch packages the bench pages import (their dist/ entry points), through turbo's cache. */
export function buildLatchPackages() {
  const filters = [
    '@latch/ui-react',
    '@latch/adapter-evm',
    '@latch/adapter-solana',
    '@latch/walletconnect',
    '@latch/fixture-walletconnect',
  ].flatMap((name) => [`--filter=${name}...`])
  run(
    join(REPO_ROOT, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  )
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
