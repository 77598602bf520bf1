// Byte budget of every built package (run after `turbo run build`; it builds nothing itself).
// For each packages/*/package.json export that points at dist/*.js it measures the entry file plus the chunks it
// imports statically (what a host pays when it imports that entry; lazy `import()` chunks excluded), and "all":
// every dist/*.js of the package. Sizes are gzip level 9 (node:zlib) of the files of a measure concatenated (sorted by
// path), as a host's bundler joins modules into chunks: a package shipped as one file per module (@latch/core) is
// then measured as its bundled code is, not as the sum of many small gzip streams. Compared with size-budget.json.
// Exits 1 with a table when a measure is over budget or a budgeted package has no build.
// Also "hosts": the first load, without React, of the bench's host pages (EVM, EVM + Solana, and "all-in": all seven
// adapters with WalletConnect and the e-mail wallet)
// bundled from the built packages as a host's bundler does (scripts/lib/hostFirstLoad.mjs): what the kit adds to a
// page, tree-shaken, the figure issue 21 sets a goal for.
// Also "chunks": budgets of single lazy chunks, fixed rather than measured, from size-budget.json's `chunks`
// (`{ "@latch/ui-react": { "dist/i18n/catalogues/*.js": 3072, "dist/i18n/catalogues/*/*.js": 3072 } }`): a line per
// matching file, named after it (issue 37: each locale's base catalogue and each feature's catalogue per locale
// (`onramp/de`) at most 3 KiB gzip).
// Also issue 40's check: the styled buttons add at most 1 KiB gzip to the EVM host page's first load (the page with
// and without the buttons' look modules; scripts/lib/hostFirstLoad.mjs), printed and failing above it. And issue
// 39's: no feature's English (`i18n/catalogues/<feature>/en.js`) in a host page's modal chunk (it loads with the
// feature's views).
// `node scripts/size-budget.mjs --update` rewrites the budgets as the measured sizes plus 10% headroom (packages
// whose build is under 1 KiB gzip are placeholders and stay unbudgeted: shown as "no budget", never failing).

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  featureEnglishWithTheModal,
  measureHostPages,
  measureStyledButtonsCost,
  modulesThatWaitForTheModal,
} from './lib/hostFirstLoad.mjs'

const rootFlag = process.argv.indexOf('--root')
/** The monorepo root: this script's parent folder, or `--root <dir>` (used by the script's own test). */
const ROOT = rootFlag === -1 ? dirname(dirname(fileURLToPath(import.meta.url))) : process.argv[rootFlag + 1]
const BUDGET_FILE = join(ROOT, 'size-budget.json')
const HEADROOM = 0.1
/** Packages whose whole build is under this many gzip bytes are placeholders: --update leaves them unbudgeted. */
const PLACEHOLDER_BYTES = 1024
const STATIC_IMPORT =
  /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g

const rawBytes = (file) => readFileSync(file).length
/** Gzip bytes of the files concatenated in path order. */
const gzipBytes = (files) =>
  gzipSync(Buffer.concat([...files].sort().map((file) => readFileSync(file))), { level: 9 }).length

/** The entry file and every file it imports statically, transitively (relative imports only). */
function staticClosure(entry) {
  const seen = new Set()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop()
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      queue.push(normalize(join(dirname(file), match[1])))
    }
  }
  return [...seen]
}

/** The dist/*.js files an export condition map points at, keyed by subpath ('.', './react', ...). */
function exportEntries(packageDir, manifest) {
  const entries = {}
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'string' ? target : (target?.import ?? target?.default)
    if (typeof file === 'string' && /^\.\/dist\/.*\.m?js$/.test(file))
      entries[subpath] = join(packageDir, file)
  }
  return entries
}

/** Every dist/*.js file of a package, in subfolders too. */
function distScripts(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name)
    if (item.isDirectory()) return distScripts(path)
    return /\.m?js$/.test(item.name) ? [path] : []
  })
}

/** Measures each package under packages/: { name: { subpath: { gzip, raw, files }, all: {...} } }. */
function measure() {
  const packagesDir = join(ROOT, 'packages')
  const result = {}
  for (const folder of readdirSync(packagesDir).sort()) {
    const packageDir = join(packagesDir, folder)
    const manifestPath = join(packageDir, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    const all = distScripts(join(packageDir, 'dist'))
    if (all.length === 0) {
      result[manifest.name] = null
      continue
    }
    const sizes = {}
    const sum = (files) => ({
      gzip: gzipBytes(files),
      raw: files.reduce((total, file) => total + rawBytes(file), 0),
      files: files.length,
    })
    for (const [subpath, entry] of Object.entries(exportEntries(packageDir, manifest))) {
      sizes[subpath] = sum(staticClosure(entry))
    }
    sizes.all = sum(all)
    result[manifest.name] = sizes
  }
  return result
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`

/**
 * The files of `pattern` under a package's folder: `dist/some/dir/*.js` (one folder, any name with that ending); a
 * folder segment may be a wildcard too (`*` in place of `dir`: the same in each subfolder). Each file is named by its
 * path from the first wildcard on, without the ending (`de`; `onramp/de` for a wildcard folder).
 */
function chunkFiles(packageDir, pattern) {
  const segments = pattern.split('/')
  const firstWildcard = segments.findIndex((segment) => segment.includes('*'))
  const ending = segments.at(-1).slice(segments.at(-1).lastIndexOf('*') + 1)
  const matches = (segment, name) => {
    const star = segment.indexOf('*')
    if (star === -1) return segment === name
    const prefix = segment.slice(0, star)
    const suffix = segment.slice(star + 1)
    return name.length >= prefix.length + suffix.length && name.startsWith(prefix) && name.endsWith(suffix)
  }
  const walk = (folder, rest, names) => {
    if (!existsSync(folder)) return []
    const [segment, ...deeper] = rest
    return readdirSync(folder, { withFileTypes: true })
      .filter((item) => matches(segment, item.name) && deeper.length > 0 === item.isDirectory())
      .flatMap((item) =>
        deeper.length > 0
          ? walk(join(folder, item.name), deeper, [...names, item.name])
          : [{ name: [...names, item.name].join('/'), file: join(folder, item.name) }],
      )
  }
  if (firstWildcard === -1) return []
  return walk(join(packageDir, ...segments.slice(0, firstWildcard)), segments.slice(firstWildcard), [])
    .map(({ name, file }) => ({ name: name.slice(0, name.length - ending.length), file }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** One row per file of each budgeted chunk pattern: [package, entry, gzip, budget, status], and the failures. */
function chunkRows(chunkBudgets) {
  const rows = []
  let failures = 0
  const folders = Object.fromEntries(
    readdirSync(join(ROOT, 'packages')).flatMap((folder) => {
      const manifestPath = join(ROOT, 'packages', folder, 'package.json')
      if (!existsSync(manifestPath)) return []
      return [[JSON.parse(readFileSync(manifestPath, 'utf8')).name, join(ROOT, 'packages', folder)]]
    }),
  )
  for (const [name, patterns] of Object.entries(chunkBudgets)) {
    for (const [pattern, limit] of Object.entries(patterns)) {
      const files = folders[name] ? chunkFiles(folders[name], pattern) : []
      if (files.length === 0) {
        failures += 1
        rows.push([name, pattern, 'not built', kib(limit), 'FAIL: no chunk (run `npm run build` first)'])
      }
      for (const { name: chunk, file } of files) {
        const bytes = gzipBytes([file])
        const over = bytes > limit
        if (over) failures += 1
        rows.push([
          name,
          `chunk ${chunk}`,
          kib(bytes),
          kib(limit),
          over ? `FAIL: over by ${kib(bytes - limit)}` : 'ok',
        ])
      }
    }
  }
  return { rows, failures }
}

function printTable(rows) {
  const header = ['package', 'entry', 'gzip', 'budget', 'status']
  const table = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)))
  for (const row of table)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
}

const sizes = measure()
const hostSizes = await measureHostPages(ROOT)
/** The goal for the kit's share of a page's first load: EVM + Solana (issue 21) and the whole kit (issue 39). */
const HOST_GOALS = [
  { page: 'evm-solana', issue: 21, bytes: 12 * 1024 },
  { page: 'all-in', issue: 39, bytes: 12 * 1024 },
]

if (process.argv.includes('--update')) {
  const packages = {}
  for (const [name, measures] of Object.entries(sizes)) {
    if (!measures) continue
    if (measures.all.gzip < PLACEHOLDER_BYTES) {
      console.log(`size-budget: ${name} is a placeholder (${measures.all.gzip} B gzip): no budget yet`)
      continue
    }
    packages[name] = Object.fromEntries(
      Object.entries(measures).map(([entry, size]) => [entry, Math.ceil(size.gzip * (1 + HEADROOM))]),
    )
  }
  // A page with an issue's goal is never allowed past the goal, whatever the headroom would give.
  const goalOf = (page) => HOST_GOALS.find((goal) => goal.page === page)?.bytes ?? Number.POSITIVE_INFINITY
  const hosts = Object.fromEntries(
    Object.entries(hostSizes).map(([page, bytes]) => [
      page,
      Math.min(Math.ceil(bytes * (1 + HEADROOM)), goalOf(page)),
    ]),
  )
  const previousChunks = existsSync(BUDGET_FILE)
    ? JSON.parse(readFileSync(BUDGET_FILE, 'utf8')).chunks
    : undefined
  const budget = {
    description:
      'Gzip byte budgets per built package (scripts/size-budget.mjs). "." and other subpaths: the export entry plus its static imports; "all": every dist/*.js. "hosts": the first load without React of the bench host pages, bundled from the built packages. Measured sizes + 10% (a page with an issue goal: at most that goal); rewrite with --update. "chunks": a fixed limit per lazy chunk matching a pattern (one line per file), kept by --update.',
    packages,
    hosts,
    // Chunk budgets are limits set by hand, not measurements: kept as they are.
    ...(previousChunks ? { chunks: previousChunks } : {}),
  }
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`)
  console.log(
    `size-budget: wrote ${relative(ROOT, BUDGET_FILE)} for ${Object.keys(packages).length} packages`,
  )
  process.exit(0)
}

if (!existsSync(BUDGET_FILE)) {
  console.error(
    'size-budget: size-budget.json is missing; create it with `node scripts/size-budget.mjs --update`',
  )
  process.exit(1)
}
const budgetFile = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'))
const budgets = budgetFile.packages ?? {}
const hostBudgets = budgetFile.hosts ?? {}
const rows = []
let failures = 0
for (const [name, entries] of Object.entries(budgets)) {
  const measured = sizes[name]
  for (const [entry, limit] of Object.entries(entries)) {
    const size = measured?.[entry]
    if (!size) {
      failures += 1
      rows.push([name, entry, 'not built', kib(limit), 'FAIL: no dist (run `npm run build` first)'])
      continue
    }
    const over = size.gzip > limit
    if (over) failures += 1
    rows.push([
      name,
      entry,
      kib(size.gzip),
      kib(limit),
      over ? `FAIL: over by ${kib(size.gzip - limit)}` : 'ok',
    ])
  }
}
for (const [name, measures] of Object.entries(sizes)) {
  if (!measures) continue
  for (const entry of Object.keys(measures)) {
    if (budgets[name]?.[entry] === undefined)
      rows.push([name, entry, kib(measures[entry].gzip), '-', 'no budget'])
  }
}
for (const [page, bytes] of Object.entries(hostSizes)) {
  const limit = hostBudgets[page]
  const over = limit !== undefined && bytes > limit
  if (over) failures += 1
  rows.push([
    'host page',
    page,
    kib(bytes),
    limit === undefined ? '-' : kib(limit),
    limit === undefined ? 'no budget' : over ? `FAIL: over by ${kib(bytes - limit)}` : 'ok',
  ])
}
const chunks = chunkRows(budgetFile.chunks ?? {})
rows.push(...chunks.rows)
failures += chunks.failures
printTable(rows)
for (const { page, issue, bytes: limit } of HOST_GOALS) {
  const goal = hostSizes[page]
  if (goal !== undefined)
    console.log(
      `size-budget: issue ${issue} goal, the ${page} page's first load without React <= ${kib(limit)}: ${kib(goal)} (${goal <= limit ? 'met' : 'not met'})`,
    )
}
/** Issue 40: the styled buttons add at most 1 KiB gzip to a host's first load (the EVM page, with and without). */
const STYLED_BUTTONS_LIMIT = 1024
const styledButtons = await measureStyledButtonsCost(ROOT)
if (styledButtons !== undefined) {
  const over = styledButtons > STYLED_BUTTONS_LIMIT
  if (over) failures += 1
  console.log(
    `size-budget: issue 40 check, the styled buttons' share of the evm page's first load <= ${STYLED_BUTTONS_LIMIT} B: ${styledButtons} B (${over ? 'FAIL' : 'ok'})`,
  )
}
for (const [page, modules] of Object.entries(await modulesThatWaitForTheModal(ROOT))) {
  if (modules.length > 0) failures += 1
  console.log(
    `size-budget: issue 40 check, no icon, motion or gallery module in the ${page} page's first load: ${modules.length === 0 ? 'ok' : `FAIL (${modules.map((id) => relative(ROOT, id)).join(', ')})`}`,
  )
}
for (const [page, modules] of Object.entries(await featureEnglishWithTheModal(ROOT))) {
  if (modules.length > 0) failures += 1
  console.log(
    `size-budget: issue 39 check, no feature's English in the ${page} page's modal chunk: ${modules.length === 0 ? 'ok' : `FAIL (${modules.map((id) => relative(ROOT, id)).join(', ')})`}`,
  )
}
if (failures > 0) {
  console.error(
    `size-budget: ${failures} over budget or not built. Shrink it, or if the growth is intended, run \`node scripts/size-budget.mjs --update\` and commit size-budget.json.`,
  )
  process.exit(1)
}
console.log('size-budget: every package within budget')
