import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from '../check-licences.mjs'
import { publishedManifest, SOURCE_CONDITION } from '../lib/stagePackage.mjs'

const repositoryManifest = {
  name: '@latch/adapter-x',
  version: '0.1.0',
  type: 'module',
  files: ['dist', 'src'],
  exports: {
    '.': {
      [SOURCE_CONDITION]: './src/exports/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    },
    './verify': {
      [SOURCE_CONDITION]: './src/exports/verify.ts',
      types: './dist/verify.d.ts',
      import: './dist/verify.js',
    },
    './package.json': './package.json',
  },
  scripts: { build: 'tsup' },
  peerDependencies: { '@latch/core': '^0.1.0' },
  devDependencies: { '@latch/core': '0.1.0', '@latch/fixture-x': '0.0.0' },
}

test('the published manifest has no source condition, scripts or devDependencies, and lists dist only', () => {
  const published = publishedManifest(repositoryManifest)
  assert.deepEqual(published.exports, {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './verify': { types: './dist/verify.d.ts', import: './dist/verify.js' },
    './package.json': './package.json',
  })
  assert.deepEqual(published.files, ['dist'])
  assert.equal(published.scripts, undefined)
  assert.equal(published.devDependencies, undefined)
  assert.deepEqual(published.peerDependencies, { '@latch/core': '^0.1.0' })
  assert.equal(JSON.stringify(published).includes(SOURCE_CONDITION), false)
})

test('the repository manifest is left as it was', () => {
  const before = JSON.stringify(repositoryManifest)
  publishedManifest(repositoryManifest)
  assert.equal(JSON.stringify(repositoryManifest), before)
})

test('every publishable package carries the Apache-2.0 text of the root LICENSE, unchanged', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const licence = readFileSync(join(root, 'LICENSE'), 'utf8')
  assert.match(licence, /Apache License\s+Version 2\.0, January 2004/)
  const packages = publishablePackages(root)
  assert.ok(packages.length >= 9)
  for (const { name, location } of packages) {
    assert.equal(readFileSync(join(root, location, 'LICENSE'), 'utf8'), licence, `${name}: LICENSE differs`)
    assert.equal(JSON.parse(readFileSync(join(root, location, 'package.json'), 'utf8')).license, 'Apache-2.0')
  }
})
