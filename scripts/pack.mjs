// Packs every publishable package as npm would publish it (see lib/stagePackage.mjs) into .pack/ and, with
// --publish, publishes those tarballs. Run after `npm run build`. `npm run release` calls it with --publish.

import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from './check-licences.mjs'
import { stageAndPack } from './lib/stagePackage.mjs'

export const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
export const PACK_DIR = join(REPO_ROOT, '.pack')

/** Stages and packs every publishable package; returns [{ manifest, tarball }]. */
export function packAll(packDir = PACK_DIR) {
  mkdirSync(packDir, { recursive: true })
  return publishablePackages(REPO_ROOT).map(({ location }) => {
    const dir = join(REPO_ROOT, location)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    return { manifest, tarball: stageAndPack({ dir, manifest }, packDir) }
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packed = packAll()
  for (const { tarball } of packed) console.log(tarball)
  if (process.argv.includes('--publish')) {
    for (const { manifest, tarball } of packed) {
      const existing = spawnSync('npm', ['view', `${manifest.name}@${manifest.version}`, 'version'], {
        encoding: 'utf8',
      })
      if (existing.stdout.trim() === manifest.version) {
        console.log(`${manifest.name}@${manifest.version} is already published`)
        continue
      }
      const published = spawnSync('npm', ['publish', tarball, '--access', 'public'], { stdio: 'inherit' })
      if (published.status !== 0) {
        console.error(`npm publish ${manifest.name} failed`)
        process.exit(1)
      }
    }
  }
}
