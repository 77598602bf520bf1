// The packages as a host gets them from npm, checked the way a host would meet them. For every publishable package:
//   0. its tarball holds dist, README, LICENSE and the manifest only, without the source-only export condition;
//   1. publint on its tarball (manifest, exports and files agree);
//   2. Are-The-Types-Wrong on its tarball (types resolve for ESM consumers: node16 and bundler resolution);
//   3. installed ALONE into a fresh host project with only its declared peers (Latch peers from their own tarballs,
//      the others from the registry), then imported in plain Node and bundled by a Vite production build.
// Run after `npm run build`. `node scripts/check-packages.mjs [--only <name>]`.

import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { SOURCE_CONDITION } from './lib/stagePackage.mjs'
import { packAll, REPO_ROOT } from './pack.mjs'

const BIN = join(REPO_ROOT, 'node_modules', '.bin')
const VITE = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
/** Entries meant for a server or for tests run in plain Node; browser-only entries are checked by the Vite build. */
const NODE_ENTRIES = new Set(['.', './networks', './verify', './internal', './testing'])
/** Run inside the host on `<package>/networks`: every export is a CaipNetwork of one shape, whatever the namespace. */
const NETWORK_SHAPE_CHECK = `
  const bad = Object.entries(networks).filter(([, n]) => typeof n !== 'function' && !(
    typeof n.id === 'string' && n.id === n.namespace + ':' + n.reference && typeof n.name === 'string' &&
    Number.isInteger(n.nativeCurrency?.decimals) && Array.isArray(n.rpcUrls) && n.rpcUrls.length > 0))
  if (Object.keys(networks).length === 0 || bad.length > 0) throw new Error('not CaipNetworks: ' + bad.map(([k]) => k))
`

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ ok: status === 0, output }))
  })
}

async function lint(tarball) {
  const { messages, pkg } = await publint({
    // A copy: a Buffer may be a view into a larger shared pool.
    pack: { tarball: new Uint8Array(readFileSync(tarball)).buffer },
    level: 'suggestion',
    strict: true,
  })
  const problems = messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`)
  return { ok: messages.length === 0, output: problems.join('\n') }
}

const ALLOWED_FILE = /^package\/(dist\/.+|README\.md|LICENSE|package\.json)$/

/** Only dist, README, LICENSE and the manifest; no source condition; nothing a host loads imports a test runner. */
async function contents(tarball) {
  const listed = await run('tar', ['-tzf', tarball])
  const strays = listed.output.split('\n').filter((file) => file !== '' && !ALLOWED_FILE.test(file))
  const files = new Set(listed.output.split('\n'))
  const missing = [
    'package/LICENSE',
    'package/README.md',
    'package/dist/index.js',
    'package/dist/index.d.ts',
  ].filter((file) => !files.has(file))
  const manifest = await run('tar', ['-xzOf', tarball, 'package/package.json'])
  // @latch/core/conformance is a vitest suite for adapter authors (vitest an optional peer); no host entry reaches it.
  const code = await run('sh', [
    '-c',
    `tar -xzOf '${tarball}' --wildcards --exclude='package/dist/conformance*' 'package/dist/*.js'`,
  ])
  const problems = [
    ...strays.map((file) => `not for hosts: ${file}`),
    ...missing.map((file) => `missing: ${file}`),
    ...(manifest.output.includes(SOURCE_CONDITION)
      ? [`the manifest carries the ${SOURCE_CONDITION} condition`]
      : []),
    ...(/from\s*["'](vitest|@vitest\/[^"']+)["']/.test(code.output) ? ['dist imports vitest'] : []),
    ...(manifest.output.includes('"license": "Apache-2.0"')
      ? []
      : ['the manifest names no Apache-2.0 licence']),
  ]
  return { ok: listed.ok && problems.length === 0, output: problems.join('\n') }
}

function typesCheck(tarball, manifest) {
  // esm-only: the packages ship ESM alone, so a CommonJS `require` resolution is not a failure. An export written as
  // a bare path to a .js file (no conditions, no types) is a file served as it is, not a module a host imports
  // (@latch/embedded/frame-bundle: the wallet frame's script, which apps/server serves): attw leaves it out.
  const servedFiles = Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && target.endsWith('.js'))
    .map(([entry]) => entry)
  const exclude = servedFiles.length > 0 ? ['--exclude-entrypoints', ...servedFiles] : []
  return run(join(BIN, 'attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude])
}

/** The peers a host must add itself: Latch peers as tarballs, the others as their declared ranges. */
function peersOf(manifest, tarballs) {
  const optional = manifest.peerDependenciesMeta ?? {}
  return Object.entries(manifest.peerDependencies ?? {})
    .filter(([name]) => optional[name]?.optional !== true)
    .map(([name, range]) => tarballs.get(name) ?? `${name}@${range}`)
}

async function installAlone(manifest, tarball, tarballs, hostRoot) {
  const host = join(hostRoot, manifest.name.replace('/', '__'))
  rmSync(host, { recursive: true, force: true })
  mkdirSync(host, { recursive: true })
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }))
  const specs = [tarball, ...peersOf(manifest, tarballs)]
  const install = await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefer-offline',
      '--loglevel=error',
      ...specs,
    ],
    { cwd: host },
  )
  if (!install.ok) return { ok: false, output: `npm install ${specs.join(' ')}\n${install.output}` }

  const entries = Object.keys(manifest.exports).filter((entry) => NODE_ENTRIES.has(entry))
  for (const entry of entries) {
    const specifier = entry === '.' ? manifest.name : `${manifest.name}${entry.slice(1)}`
    const check = entry === './networks' ? NETWORK_SHAPE_CHECK : ''
    const script = `const networks = await import('${specifier}')\n${check}`
    const imported = await run('node', ['--input-type=module', '-e', script], { cwd: host })
    if (!imported.ok) return { ok: false, output: `import('${specifier}') in Node\n${imported.output}` }
  }

  writeFileSync(join(host, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n')
  writeFileSync(
    join(host, 'main.js'),
    `import * as latch from '${manifest.name}'\ndocument.title = String(Object.keys(latch).length)\n`,
  )
  const built = await run('node', [VITE, 'build', '--logLevel', 'error'], { cwd: host })
  if (!built.ok) return { ok: false, output: `vite build\n${built.output}` }
  return { ok: true, output: '' }
}

/** Runs `work` over `items`, at most `limit` at a time (installs are disk- and network-bound). */
async function pool(items, limit, work) {
  const results = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const packed = packAll()
const tarballs = new Map(packed.map(({ manifest, tarball }) => [manifest.name, tarball]))
const hostRoot = join(tmpdir(), `latch-hosts-${process.pid}`)
const checked = packed.filter(({ manifest }) => only === undefined || manifest.name === only)

const results = await pool(checked, 3, async ({ manifest, tarball }) => {
  const checks = {
    contents: await contents(tarball),
    publint: await lint(tarball),
    attw: await typesCheck(tarball, manifest),
    'install alone': await installAlone(manifest, tarball, tarballs, hostRoot),
  }
  return { manifest, checks }
})
rmSync(hostRoot, { recursive: true, force: true })

let failed = false
for (const { manifest, checks } of results) {
  for (const [name, { ok, output }] of Object.entries(checks)) {
    console.log(`${ok ? '✔' : '✖'} ${manifest.name}: ${name}`)
    if (!ok) {
      failed = true
      console.log(output.trim().replace(/^/gm, '    '))
    }
  }
}
process.exit(failed ? 1 : 0)
