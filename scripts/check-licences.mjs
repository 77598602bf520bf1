// Licence check of what a host installs: for every publishable Latch package (packages/*, not private), walks
// package-lock.json from its runtime dependencies (dependencies, optionalDependencies and the peers npm installs;
// never devDependencies) and fails when a package in that closure has no licence or one that is not permissive,
// naming the dependency path that pulls it in. `node scripts/check-licences.mjs [--root <dir>]`.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** SPDX ids a host may ship without conditions beyond notices (no copyleft, no field-of-use limits). */
export const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
])

const tokenize = (expression) => expression.match(/\(|\)|[^\s()]+/g) ?? []

/**
 * True when an SPDX licence expression lets a host ship the package under permissive terms: `A OR B` needs one
 * permissive side, `A AND B` both, `A WITH exception` is A. Anything unparseable or unknown is false.
 */
export function isPermissive(expression) {
  if (typeof expression !== 'string') return false
  const tokens = tokenize(expression)
  let index = 0
  const atom = () => {
    const token = tokens[index++]
    if (token === '(') {
      const value = or()
      if (tokens[index++] !== ')') throw new Error('unbalanced')
      return value
    }
    if (token === undefined || token === ')' || /^(AND|OR|WITH)$/.test(token)) throw new Error('syntax')
    if (tokens[index] === 'WITH') index += 2
    return PERMISSIVE.has(token.replace(/\+$/, ''))
  }
  const and = () => {
    let value = atom()
    while (tokens[index] === 'AND') {
      index++
      value = atom() && value
    }
    return value
  }
  const or = () => {
    let value = and()
    while (tokens[index] === 'OR') {
      index++
      value = and() || value
    }
    return value
  }
  try {
    const value = or()
    return index === tokens.length && value
  } catch {
    return false
  }
}

/** The lockfile location npm resolves `name` to from the package at `from` (nearest node_modules upwards). */
function resolveLocation(packages, from, name) {
  let base = from
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

/** The runtime dependencies npm installs for a lockfile entry: name → whether a missing one is acceptable. */
function runtimeDependencies(entry) {
  const optionalPeers = entry.peerDependenciesMeta ?? {}
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers[name]?.optional)
      .map((name) => [name, false]),
  ]
}

/**
 * Walks the lockfile (v2/v3 `packages` map) breadth-first from each root location (e.g. `packages/core`), and
 * returns one problem per offending package location, with the shortest dependency path to it, sorted by path.
 */
export function findLicenceProblems(lock, roots) {
  const packages = lock.packages ?? {}
  const problems = []
  const seen = new Set()
  for (const root of roots) {
    const queue = [{ location: root.location, path: [root.name] }]
    while (queue.length > 0) {
      const { location, path } = queue.shift()
      const linked = packages[location]?.link ? packages[location].resolved : location
      if (seen.has(linked)) continue
      seen.add(linked)
      const entry = packages[linked]
      if (!entry) continue
      if (!isPermissive(entry.license)) {
        const licence = entry.license === undefined ? 'no licence' : JSON.stringify(entry.license)
        problems.push({ path: path.join(' > '), licence })
      }
      for (const [name, optional] of runtimeDependencies(entry)) {
        const next = resolveLocation(packages, linked, name)
        if (next) queue.push({ location: next, path: [...path, name] })
        else if (!optional)
          problems.push({ path: [...path, name].join(' > '), licence: 'not in package-lock.json' })
      }
    }
  }
  return problems.sort((a, b) => a.path.localeCompare(b.path))
}

/** The publishable workspace packages under `packages/`: name and lockfile location. */
export function publishablePackages(root) {
  const dir = join(root, 'packages')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, 'package.json')))
    .map((item) => ({
      manifest: JSON.parse(readFileSync(join(dir, item.name, 'package.json'), 'utf8')),
      location: `packages/${item.name}`,
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ manifest, location }) => ({ name: manifest.name, location }))
    .sort((a, b) => a.location.localeCompare(b.location))
}

function main() {
  const rootFlag = process.argv.indexOf('--root')
  const root =
    rootFlag === -1 ? join(fileURLToPath(import.meta.url), '..', '..') : (process.argv[rootFlag + 1] ?? '.')
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const roots = publishablePackages(root)
  const problems = findLicenceProblems(lock, roots)
  if (problems.length > 0) {
    console.error('Runtime dependencies without a permissive licence (dependency path: licence):')
    for (const problem of problems) console.error(`  ${problem.path}: ${problem.licence}`)
    process.exit(1)
  }
  console.log(`Licences: the runtime closure of ${roots.length} publishable packages is permissive.`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
