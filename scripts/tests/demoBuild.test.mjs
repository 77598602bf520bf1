import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))

// Issue 40: `npm run demo` printed nothing for about a minute and a half while it built, and hid Vite's warning
// that the demo's main chunk is large (turbo's --output-logs=hash-only).
test('npm run demo says what it builds, then what it starts, and shows the demo build output (issue 40)', () => {
  assert.match(scripts.demo, /^node scripts\/demo-build\.mjs && npm run start -w @latch\/demo$/)
  const printed = execFileSync(process.execPath, ['scripts/demo-build.mjs', '--dry-run'], {
    cwd: root,
    encoding: 'utf8',
  })
  const lines = printed.split('\n')
  const said = (pattern) => lines.findIndex((line) => pattern.test(line))
  const packages = said(/^Building the Latch packages .*about 1 to 2 minutes/)
  const demo = said(/^Building the demo with Vite/)
  const start = said(
    /^Starting the local chains \(anvil, Solana\), the WalletConnect relay and the Latch server/,
  )
  assert.ok(packages >= 0 && demo > packages && start > demo, printed)
  // The demo's own build is not silenced: its Vite output (and a chunk-size warning) reaches the terminal.
  const demoCommand = lines[demo + 1] ?? ''
  assert.match(demoCommand, /turbo run build --filter=@latch\/demo /)
  assert.doesNotMatch(demoCommand, /--output-logs=(hash-only|errors-only|none)/)
})
