import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSignInMessage } from '@latch/core'
import { build } from 'esbuild'
import { afterAll, expect, it } from 'vitest'

const outDir = mkdtempSync(join(tmpdir(), 'latch-siwx-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// A host's server imports @latch/siwx in plain Node: built for Node (workspace packages from source) and run in a
// separate process with no browser globals and no vitest, it issues a nonce, verifies, and refuses the replay.
it('behavior: imports and verifies in a plain Node process with no window or document', async () => {
  const outfile = join(outDir, 'siwx.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, 'exports/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@latch/source'],
    outfile,
    logLevel: 'silent',
  })
  const template = formatSignInMessage({
    accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce: 'NONCEPLACEHOLDER',
    issuedAt: new Date().toISOString(),
  })
  const script = `
    const siwx = await import(${JSON.stringify(outfile)})
    // The host's signature check: here a stand-in that accepts one known signature.
    const verifier = siwx.createSiwxVerifier({
      domain: 'app.example.com', uri: 'https://app.example.com',
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      verifiers: { solana: ({ signature }) => signature === 'good' },
    })
    const nonce = await verifier.issueNonce()
    const message = ${JSON.stringify(template)}.replace('NONCEPLACEHOLDER', nonce)
    const session = await verifier.verify({ message, signature: 'good' })
    const replay = await verifier.verify({ message, signature: 'good' }).catch((error) => error.name)
    console.log(JSON.stringify({ window: typeof window, document: typeof document, chainId: session.chainId, replay }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    replay: 'NonceReplayedError',
  })
}, 60_000)
