import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { devKeypair } from '@latch/fixture-solana/devWallet'
import bs58 from 'bs58'
import { build } from 'esbuild'
import nacl from 'tweetnacl'
import { afterAll, expect, it } from 'vitest'

const entry = join(import.meta.dirname, 'verify.ts')
// Inside the package, so that Node resolves @solana/kit and bs58 from its node_modules as it would for a host.
const outDir = mkdtempSync(join(import.meta.dirname, '../../.verify-'))
const outFile = join(outDir, 'verify.mjs')
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// A host's server imports `@latch/adapter-solana/verify` in plain Node: built from source with the workspace's
// @latch/core bundled and every npm dependency external, then run in a separate Node process with no browser globals.
it('./verify imports in plain Node and checks a real ed25519 sign-in signature there; a tampered message and another key are refused', async () => {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@latch/source'],
    outfile: outFile,
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@latch/') ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  const keypair = devKeypair()
  const message = 'app.example wants you to sign in with your Solana account'
  const signature = bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keypair.secretKey))
  const script = `
    const { verifySolanaSignature } = await import(${JSON.stringify(outFile)})
    const input = ${JSON.stringify({ message, signature, address: `solana:localnet:${keypair.address}` })}
    console.log(JSON.stringify({
      window: typeof window, document: typeof document,
      valid: await verifySolanaSignature(input),
      tampered: await verifySolanaSignature({ ...input, message: input.message + '!' }),
      otherKey: await verifySolanaSignature({ ...input, address: ${JSON.stringify(devKeypair().address)} }),
    }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    valid: true,
    tampered: false,
    otherKey: false,
  })
}, 60_000)
