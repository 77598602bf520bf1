import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
let dir: string
let entry: string

// The ./verify entry, built as tsup builds it (dependencies external), run by a plain `node` child process: no
// browser globals, no vitest, no wallet code.
beforeAll(async () => {
  dir = await mkdtemp(join(PACKAGE, '.verify-test-'))
  entry = join(dir, 'verify.mjs')
  await build({
    entryPoints: [join(PACKAGE, 'src/exports/verify.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: entry,
    logLevel: 'silent',
  })
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Runs every check in one child process; prints one result per line. */
async function verifyInNode(
  inputs: { address: string; message: string; signature: string }[],
): Promise<string[]> {
  const script = `import { verifyBitcoinSignature } from ${JSON.stringify(entry)}
if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('browser globals')
for (const input of ${JSON.stringify(inputs)}) console.log(await verifyBitcoinSignature(input))`
  const file = join(dir, `check-${Math.random().toString(36).slice(2)}.mjs`)
  await writeFile(file, script)
  const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: dir })
  return stdout.trim().split('\n')
}

describe('@latch/adapter-bitcoin/verify in plain Node', () => {
  it('verifies a dev wallet BIP-322 signature, refuses a tampered message', async () => {
    const wallet = createDevWallet({ seed: 'verify-node' })
    await wallet.provider.request('wallet_connect', null)
    const [, ordinals] = wallet.addresses
    const answer = (await wallet.provider.request('signMessage', {
      address: ordinals?.address,
      message: 'server side',
      protocol: 'BIP322',
    })) as { result: { signature: string } }
    const address = `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${ordinals?.address}`
    const { signature } = answer.result
    expect(
      await verifyInNode([
        { address, message: 'server side', signature },
        { address, message: 'server-side', signature },
      ]),
    ).toEqual(['true', 'false'])
  }, 30_000)
})
