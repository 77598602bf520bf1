import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import { build } from 'esbuild'
import { afterAll, expect, it } from 'vitest'

const entry = join(import.meta.dirname, 'verify.ts')
// Inside the package, so that Node resolves @cosmjs from its node_modules as it would for a host.
const outDir = mkdtempSync(join(import.meta.dirname, '../../.verify-'))
const outFile = join(outDir, 'verify.js')
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// A host's server imports `@latch/adapter-cosmos/verify` in plain Node: built as published (dependencies
// external, resolved from node_modules) and run in a separate Node process with no browser globals.
it('./verify imports in plain Node and checks a real Keplr-interface signature there', async () => {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: outFile,
    logLevel: 'silent',
  })
  const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
  await wallet.provider.enable('cosmoshub-4')
  const { bech32Address } = await wallet.provider.getKey('cosmoshub-4')
  const signature = JSON.stringify(
    await wallet.provider.signArbitrary('cosmoshub-4', bech32Address, 'Sign in'),
  )
  const script = `
    const { verifyCosmosSignature } = await import(${JSON.stringify(outFile)})
    const input = ${JSON.stringify({ message: 'Sign in', signature, address: `cosmos:cosmoshub-4:${bech32Address}` })}
    console.log(JSON.stringify({
      window: typeof window, document: typeof document,
      valid: await verifyCosmosSignature(input),
      tampered: await verifyCosmosSignature({ ...input, message: 'Sign in!' }),
    }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    valid: true,
    tampered: false,
  })
}, 60_000)
