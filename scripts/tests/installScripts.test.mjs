import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'

const root = new URL('../../', import.meta.url)
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'))

// npm 11 skips dependencies' install scripts unless package.json's `allowScripts` approves them, and ends every
// `npm ci` with a notice listing those it has no decision for (issue 40: a fresh install prints no warning).
test('every dependency with an install script has a decision in allowScripts, so npm ci prints no notice', () => {
  const { packages } = readJson('package-lock.json')
  const { allowScripts = {} } = readJson('package.json')
  const withScripts = new Set(
    Object.entries(packages)
      .filter(([location, entry]) => entry.hasInstallScript && location.includes('node_modules/'))
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  )
  const undecided = [...withScripts].filter((name) => !(name in allowScripts)).sort()
  assert.deepEqual(undecided, [], 'run `npm install-scripts ls`, then approve or deny each')
})
