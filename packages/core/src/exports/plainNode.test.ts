import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const packageRoot = join(import.meta.dirname, '../..')
const outDir = mkdtempSync(join(tmpdir(), 'latch-core-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// Builds the package as it is published (ESM, no DOM) and imports it in a separate, plain Node process,
// so nothing from vitest's environment can hide a browser-global access (RELIABILITY #3).
it('the built package imports in plain Node and two clients side by side do not share state', () => {
  execFileSync('npx', ['tsup', '--no-dts', '--silent', '--out-dir', outDir], {
    cwd: packageRoot,
    stdio: 'pipe',
  })
  const script = `
    const { createLatch } = await import(${JSON.stringify(join(outDir, 'index.js'))})
    const { connect } = await import(${JSON.stringify(join(outDir, 'actions.js'))})
    const { createTestAdapter, createMemoryStorage, testNetworks } = await import(${JSON.stringify(join(outDir, 'testing.js'))})
    const make = () => createLatch({ networks: [testNetworks.mainnet], adapters: [createTestAdapter()], storage: createMemoryStorage(), features: { debug: false } })
    const a = make()
    const b = make()
    await connect(a, { namespace: 'eip155', connectorId: 'test-wallet' })
    console.log(JSON.stringify({
      window: typeof window, document: typeof document,
      a: a.getState().accounts.eip155.status, b: b.getState().accounts.eip155.status,
    }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    a: 'connected',
    b: 'disconnected',
  })
}, 60_000)
