import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { findLicenceProblems, isPermissive, publishablePackages } from '../check-licences.mjs'

const FIXTURE = fileURLToPath(new URL('./fixtures/licences', import.meta.url))
const SCRIPT = fileURLToPath(new URL('../check-licences.mjs', import.meta.url))
const lock = JSON.parse(readFileSync(`${FIXTURE}/package-lock.json`, 'utf8'))

test('isPermissive: SPDX ids and expressions', () => {
  for (const expression of [
    'MIT',
    'Apache-2.0',
    '(MIT OR Apache-2.0)',
    'MIT OR GPL-3.0-only',
    'BSD-2-Clause AND ISC',
    'Apache-2.0 WITH LLVM-exception',
    '0BSD',
    'BlueOak-1.0.0',
    'Unlicense',
    'CC0-1.0',
    'Python-2.0',
  ]) {
    assert.equal(isPermissive(expression), true, expression)
  }
  for (const expression of [
    'LGPL-3.0-only',
    'MPL-2.0',
    'MIT AND GPL-3.0-only',
    '(MIT AND LGPL-2.1)',
    'GPL-2.0-or-later WITH Classpath-exception-2.0',
    'UNLICENSED',
    'SEE LICENSE IN LICENSE.md',
    '(MIT',
    'MIT OR',
    '',
    undefined,
    { type: 'MIT' },
  ]) {
    assert.equal(isPermissive(expression), false, String(expression))
  }
})

test('publishablePackages: workspace packages under packages/ that are not private', () => {
  assert.deepEqual(publishablePackages(FIXTURE), [
    { name: '@fx/app', location: 'packages/app' },
    { name: '@fx/core', location: 'packages/core' },
  ])
})

test('findLicenceProblems: the shortest path to each offending package of the runtime closure', () => {
  assert.deepEqual(findLicenceProblems(lock, publishablePackages(FIXTURE)), [
    // Through the workspace link to @fx/core.
    { path: '@fx/app > @fx/core > both', licence: '"(MIT AND LGPL-2.1)"' },
    { path: '@fx/app > @fx/core > ghost', licence: 'not in package-lock.json' },
    { path: '@fx/app > @fx/core > nolicence', licence: 'no licence' },
    // The nested copy npm resolves for nested-parent, not the root MIT copy ok-lib gets.
    { path: '@fx/app > nested-parent > bad', licence: '"GPL-3.0-only"' },
  ])
})

test('findLicenceProblems: devDependencies, optional peers, missing optional dependencies and private packages are not walked', () => {
  const problems = findLicenceProblems(lock, publishablePackages(FIXTURE)).map((problem) => problem.path)
  for (const name of ['dev-gpl', 'legacy', 'fsevents', 'gpl-tool']) {
    assert.equal(
      problems.some((path) => path.endsWith(name)),
      false,
      name,
    )
  }
  assert.deepEqual(findLicenceProblems(lock, [{ name: '@fx/tool', location: 'packages/tool' }]), [
    { path: '@fx/tool > gpl-tool', licence: '"GPL-3.0-only"' },
  ])
})

test('cli: exits 1 and names every dependency path', () => {
  const result = spawnSync(process.execPath, [SCRIPT, '--root', FIXTURE], { encoding: 'utf8' })
  assert.equal(result.status, 1)
  assert.equal(
    result.stderr,
    [
      'Runtime dependencies without a permissive licence (dependency path: licence):',
      '  @fx/app > @fx/core > both: "(MIT AND LGPL-2.1)"',
      '  @fx/app > @fx/core > ghost: not in package-lock.json',
      '  @fx/app > @fx/core > nolicence: no licence',
      '  @fx/app > nested-parent > bad: "GPL-3.0-only"',
      '',
    ].join('\n'),
  )
})
