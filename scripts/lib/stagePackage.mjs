// What npm publishes for a Latch package: built files, README, LICENSE and a manifest without what only this
// repository uses (the `@latch/source` export condition that points tests at src/, scripts, devDependencies).

import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The export condition that resolves to sources inside this repository; never published. */
export const SOURCE_CONDITION = '@latch/source'

function withoutSourceCondition(exportsField) {
  if (typeof exportsField !== 'object' || exportsField === null) return exportsField
  return Object.fromEntries(
    Object.entries(exportsField)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  )
}

/** The manifest a host receives: the repository's manifest minus scripts, devDependencies and the source condition. */
export function publishedManifest(manifest) {
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest
  return { ...published, exports: withoutSourceCondition(manifest.exports), files: ['dist'] }
}

/**
 * Copies a built package (with its LICENSE, the root's Apache-2.0 text) into `<stageRoot>/<dir name>` as it is published and packs it there.
 * Returns the tarball's path. Throws when the package has not been built.
 */
export function stageAndPack({ dir, manifest }, stageRoot) {
  if (!existsSync(join(dir, 'dist'))) throw new Error(`${manifest.name}: no dist/ (run npm run build first)`)
  const stage = join(stageRoot, manifest.name.replace('/', '__'))
  rmSync(stage, { recursive: true, force: true })
  mkdirSync(stage, { recursive: true })
  cpSync(join(dir, 'dist'), join(stage, 'dist'), { recursive: true })
  cpSync(join(dir, 'README.md'), join(stage, 'README.md'))
  cpSync(join(dir, 'LICENSE'), join(stage, 'LICENSE'))
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`)
  const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', stageRoot], {
    cwd: stage,
    encoding: 'utf8',
  })
  if (packed.status !== 0) throw new Error(`npm pack ${manifest.name} failed:\n${packed.stderr}`)
  const [{ filename }] = JSON.parse(packed.stdout)
  return join(stageRoot, filename)
}
