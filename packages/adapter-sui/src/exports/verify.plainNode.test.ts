import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The ./verify subpath as a host's server runs it: built like the package (dependencies external, so @mysten/sui
// comes from node_modules), then imported by a plain Node process that has no window, document or fetch stubs.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(PACKAGE, '.verify-test-'))
  await build({
    entryPoints: [join(PACKAGE, 'src/exports/verify.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@latch/source'],
    // @latch/core is bundled from source (no build needed); the Sui SDK stays an external package import.
    external: ['@mysten/*'],
    outfile: join(dir, 'verify.mjs'),
    logLevel: 'silent',
  })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Input = { message: string; signature: string; address: string }

/** Runs every check in one child Node process (starting one costs about a second). */
async function verifyInNode(inputs: Input[]): Promise<unknown> {
  const script = join(dir, 'run.mjs')
  writeFileSync(
    script,
    `const { verifySuiSignature } = await import('./verify.mjs')
const globals = ['window', 'document', 'navigator', 'localStorage'].filter((name) => name in globalThis && name !== 'navigator')
const results = []
for (const input of JSON.parse(process.argv[2])) results.push(await verifySuiSignature(input))
console.log(JSON.stringify({ globals, results }))`,
  )
  const { stdout } = await promisify(execFile)(process.execPath, [script, JSON.stringify(inputs)], {
    cwd: dir,
  })
  return JSON.parse(stdout)
}

describe('@latch/adapter-sui/verify in plain Node', () => {
  it('behavior: a server verifies a real sign-in signature; a tampered message or another key is refused', async () => {
    const keypair = Ed25519Keypair.generate()
    const message = 'app.example wants you to sign in with your Sui account'
    const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message))
    const address = `sui:mainnet:${keypair.toSuiAddress()}`
    expect(
      await verifyInNode([
        { message, signature, address },
        { message: `${message}!`, signature, address },
        { message, signature, address: Ed25519Keypair.generate().toSuiAddress() },
      ]),
    ).toEqual({ globals: [], results: [true, false, false] })
  }, 30_000)
})
