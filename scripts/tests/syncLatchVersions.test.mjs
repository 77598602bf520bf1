import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { syncLatchVersions } from '../sync-latch-versions.mjs'

function write(root, location, manifest) {
  mkdirSync(join(root, location), { recursive: true })
  writeFileSync(join(root, location, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}
const read = (root, location) => JSON.parse(readFileSync(join(root, location, 'package.json'), 'utf8'))

test('after a release bump, peers become ^<new core> and workspace dependencies the new versions', () => {
  const root = mkdtempSync(join(tmpdir(), 'latch-sync-'))
  write(root, 'packages/core', { name: '@latch/core', version: '0.2.0' })
  write(root, 'packages/adapter-x', {
    name: '@latch/adapter-x',
    version: '0.2.0',
    peerDependencies: { '@latch/core': '^0.1.0', viem: '^2.0.0' },
    devDependencies: { '@latch/core': '0.1.0', '@latch/fixture-x': '0.0.0' },
  })
  write(root, 'test-fixtures/x', { name: '@latch/fixture-x', version: '0.0.0', private: true })
  write(root, 'apps/demo', {
    name: '@latch/demo',
    private: true,
    dependencies: { '@latch/adapter-x': '0.1.0', '@latch/core': '0.1.0', '@latch/fixture-x': '0.0.0' },
  })

  const changed = syncLatchVersions(root)

  assert.equal(changed.length, 2)
  assert.deepEqual(read(root, 'packages/adapter-x').peerDependencies, {
    '@latch/core': '^0.2.0',
    viem: '^2.0.0',
  })
  assert.deepEqual(read(root, 'packages/adapter-x').devDependencies, {
    '@latch/core': '0.2.0',
    '@latch/fixture-x': '0.0.0',
  })
  assert.deepEqual(read(root, 'apps/demo').dependencies, {
    '@latch/adapter-x': '0.2.0',
    '@latch/core': '0.2.0',
    '@latch/fixture-x': '0.0.0',
  })
  assert.deepEqual(syncLatchVersions(root), [])
})

test('the repository itself is in sync: nothing to rewrite', () => {
  assert.deepEqual(syncLatchVersions(join(import.meta.dirname, '..', '..'), { write: false }), [])
})
