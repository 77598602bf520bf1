import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const SCRIPT = join(dirname(dirname(dirname(fileURLToPath(import.meta.url)))), 'scripts', 'size-budget.mjs')
const root = mkdtempSync(join(tmpdir(), 'size-budget-'))
after(() => rmSync(root, { recursive: true, force: true }))

const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length
const runScript = (...args) =>
  spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { encoding: 'utf8' })
let seed = 7
/** Deterministic, poorly compressible text (gzip would squeeze repeated characters to nothing). */
const noise = (size) =>
  Array.from({ length: size }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return 'abcdefghijklmnopqrstuvwxyz0123456789'[seed % 36]
  }).join('')
const code = (name, size) => `export const ${name} = '${noise(size)}'\n`

const manifest = {
  name: '@t/kit',
  exports: { '.': { import: './dist/index.js' }, './package.json': './package.json' },
}
const entry = `import { chunk } from './chunk.js'\nexport const load = () => import('./lazy.js')\nexport { chunk }\n`
const chunk = Array.from({ length: 60 }, (_, index) => code(`c${index}`, 40 + index)).join('')
const lazy = Array.from({ length: 60 }, (_, index) => code(`l${index}`, 30 + index)).join('')
write('packages/kit/package.json', JSON.stringify(manifest))
write('packages/kit/dist/index.js', entry)
write('packages/kit/dist/chunk.js', chunk)
write('packages/kit/dist/lazy.js', lazy)
write('packages/stub/package.json', JSON.stringify({ name: '@t/stub', exports: { '.': './dist/index.js' } }))
write('packages/stub/dist/index.js', 'export {}\n')

test('--update: entry = file + static imports, all = every dist file, gzipped together in path order, 10% headroom, placeholders left out', () => {
  const result = runScript('--update')
  assert.equal(result.status, 0, result.stderr)
  const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'))
  assert.deepEqual(budget.packages, {
    '@t/kit': {
      '.': Math.ceil(gz(chunk + entry) * 1.1),
      all: Math.ceil(gz(chunk + entry + lazy) * 1.1),
    },
  })
  assert.match(result.stdout, /@t\/stub is a placeholder/)
})

test('default: within budget exits 0', () => {
  const result = runScript()
  assert.equal(result.status, 0, result.stderr)
  assert.match(result.stdout, /size-budget: every package within budget/)
})

test('behavior: a lazy chunk that grows fails "all" only; an entry chunk that grows fails "."', () => {
  write('packages/kit/dist/lazy.js', lazy + code('grown', 4000) + code('more', 3000))
  let result = runScript()
  assert.equal(result.status, 1)
  assert.match(result.stdout, /@t\/kit\s+\.\s+\S+ KiB\s+\S+ KiB\s+ok/)
  assert.match(result.stdout, /@t\/kit\s+all\s+\S+ KiB\s+\S+ KiB\s+FAIL: over by \S+ KiB/)
  assert.match(result.stderr, /size-budget: 1 over budget or not built\./)
  write('packages/kit/dist/lazy.js', lazy)
  write('packages/kit/dist/chunk.js', chunk + code('grown', 4000) + code('more', 3000))
  result = runScript()
  assert.equal(result.status, 1)
  assert.match(result.stderr, /size-budget: 2 over budget or not built\./)
  write('packages/kit/dist/chunk.js', chunk)
})

test('behavior: a budgeted package without a build fails and says to build', () => {
  rmSync(join(root, 'packages/kit/dist'), { recursive: true })
  const result = runScript()
  assert.equal(result.status, 1)
  assert.match(
    result.stdout,
    /@t\/kit\s+\.\s+not built\s+\S+ KiB\s+FAIL: no dist \(run `npm run build` first\)/,
  )
})

test('behavior: "chunks" budgets each file of a pattern on its own, a line per file, and --update keeps them (issue 37)', () => {
  write('packages/kit/dist/index.js', entry)
  write('packages/kit/dist/chunk.js', chunk)
  write('packages/kit/dist/lazy.js', lazy)
  write('packages/kit/dist/locales/de.js', code('de', 300))
  write('packages/kit/dist/locales/fr.js', code('fr', 300))
  let result = runScript('--update')
  assert.equal(result.status, 0, result.stderr)
  const path = join(root, 'size-budget.json')
  const budget = JSON.parse(readFileSync(path, 'utf8'))
  writeFileSync(path, JSON.stringify({ ...budget, chunks: { '@t/kit': { 'dist/locales/*.js': 400 } } }))
  result = runScript()
  assert.equal(result.status, 0, result.stderr)
  assert.match(result.stdout, /@t\/kit\s+chunk de\s+\S+ KiB\s+0\.39 KiB\s+ok/)
  assert.match(result.stdout, /@t\/kit\s+chunk fr\s+\S+ KiB\s+0\.39 KiB\s+ok/)
  write('packages/kit/dist/locales/fr.js', code('fr', 900))
  result = runScript()
  assert.equal(result.status, 1)
  assert.match(result.stdout, /@t\/kit\s+chunk fr\s+\S+ KiB\s+0\.39 KiB\s+FAIL: over by/)
  assert.match(result.stdout, /@t\/kit\s+chunk de\s+\S+ KiB\s+0\.39 KiB\s+ok/)
  runScript('--update')
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')).chunks, { '@t/kit': { 'dist/locales/*.js': 400 } })
})

test('behavior: a wildcard folder budgets each file of each subfolder, named folder/file, and one over fails alone (issue 37)', () => {
  write('packages/kit/dist/locales/onramp/de.js', code('onrampDe', 300))
  write('packages/kit/dist/locales/onramp/fr.js', code('onrampFr', 300))
  write('packages/kit/dist/locales/email/de.js', code('emailDe', 300))
  write('packages/kit/dist/locales/fr.js', code('fr', 300))
  const path = join(root, 'size-budget.json')
  const budget = JSON.parse(readFileSync(path, 'utf8'))
  const chunks = { '@t/kit': { 'dist/locales/*.js': 400, 'dist/locales/*/*.js': 400 } }
  writeFileSync(path, JSON.stringify({ ...budget, chunks }))
  let result = runScript()
  assert.equal(result.status, 0, result.stderr)
  for (const name of ['de', 'fr', 'onramp/de', 'onramp/fr', 'email/de'])
    assert.match(result.stdout, new RegExp(`@t/kit\\s+chunk ${name}\\s+\\S+ KiB\\s+0\\.39 KiB\\s+ok`))
  write('packages/kit/dist/locales/onramp/fr.js', code('onrampFr', 900))
  result = runScript()
  assert.equal(result.status, 1)
  assert.match(result.stdout, /@t\/kit\s+chunk onramp\/fr\s+\S+ KiB\s+0\.39 KiB\s+FAIL: over by/)
  assert.match(result.stdout, /@t\/kit\s+chunk onramp\/de\s+\S+ KiB\s+0\.39 KiB\s+ok/)
  assert.match(result.stderr, /size-budget: 1 over budget or not built\./)
})
