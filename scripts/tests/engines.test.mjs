import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import semver from 'semver'

const root = new URL('../../', import.meta.url)
const read = (file) => readFileSync(new URL(file, root), 'utf8')

// Issue 40: a fresh `npm ci` opened with engine warnings, packages asking for Node 22 under a README that says Node
// 20.19 is enough. npm warns when a package's `engines.node` range does not hold the running Node's version.
test("every package npm ci installs accepts the README's minimum Node version in engines.node (issue 40)", () => {
  const minimum = /^Node (\d+\.\d+)\+/m.exec(read('README.md'))?.[1]
  assert.ok(minimum, "the README names its minimum Node version ('Node 20.19+')")
  const version = semver.coerce(minimum)?.version
  const { packages } = JSON.parse(read('package-lock.json'))
  const asking = Object.entries(packages)
    .filter(([location, entry]) => location !== '' && !entry.extraneous)
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(version, entry.engines.node, { includePrerelease: true }))
    .map(([location, entry]) => `${location}@${entry.version} wants node ${entry.engines.node}`)
  assert.deepEqual(asking, [], `packages that warn on Node ${version}`)
  assert.ok(
    semver.satisfies(version, JSON.parse(read('package.json')).engines.node),
    "the root's engines.node accepts the README's version",
  )
})
