// After `changeset version` (run by `npm run release`): the publishable packages move in one fixed group, and
// changesets is told to leave the internal ranges alone (npm has no `workspace:` protocol, and changesets would
// otherwise make every dependent of a core minor a major). This sets them: `@latch/core` as a peer `^<version>`
// of ui-react and the adapters, and every workspace's dependency on a publishable package to its new version.
// `node scripts/sync-latch-versions.mjs [--root <dir>]`.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from './check-licences.mjs'

const WORKSPACE_FOLDERS = ['packages', 'apps', 'test-fixtures']
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies']

function workspaceManifests(root) {
  return WORKSPACE_FOLDERS.flatMap((folder) => {
    const dir = join(root, folder)
    if (!existsSync(dir)) return []
    return readdirSync(dir)
      .map((name) => join(dir, name, 'package.json'))
      .filter((path) => existsSync(path))
  })
}

/** Rewrites the internal ranges under `root` (only reports them with `write: false`); returns the manifests. */
export function syncLatchVersions(root, { write = true } = {}) {
  const versions = new Map(
    publishablePackages(root).map(({ name, location }) => [
      name,
      JSON.parse(readFileSync(join(root, location, 'package.json'), 'utf8')).version,
    ]),
  )
  const changed = []
  for (const path of workspaceManifests(root)) {
    const before = readFileSync(path, 'utf8')
    const manifest = JSON.parse(before)
    for (const field of DEPENDENCY_FIELDS) {
      for (const name of Object.keys(manifest[field] ?? {})) {
        if (versions.has(name)) manifest[field][name] = versions.get(name)
      }
    }
    for (const name of Object.keys(manifest.peerDependencies ?? {})) {
      if (versions.has(name)) manifest.peerDependencies[name] = `^${versions.get(name)}`
    }
    const after = `${JSON.stringify(manifest, null, 2)}\n`
    if (after !== before) {
      if (write) writeFileSync(path, after)
      changed.push(path)
    }
  }
  return changed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootIndex = process.argv.indexOf('--root')
  const root =
    rootIndex === -1 ? join(fileURLToPath(import.meta.url), '..', '..') : process.argv[rootIndex + 1]
  for (const path of syncLatchVersions(root)) console.log(`updated ${path}`)
}
