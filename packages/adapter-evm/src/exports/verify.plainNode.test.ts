import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { rolldown } from 'rolldown'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, it } from 'vitest'

const entry = join(import.meta.dirname, 'verify.ts')
// Inside the package, so that Node resolves viem from its node_modules as it would for a host.
const outDir = mkdtempSync(join(import.meta.dirname, '../../.verify-'))
const outFile = join(outDir, 'verify.mjs')
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// A host's server imports `@latch/adapter-evm/verify` in plain Node: built as published (npm dependencies external,
// resolved from node_modules) and run in a separate Node process with no browser globals.
it('./verify imports in plain Node and checks a real personal_sign signature there; a tampered message, another key and a malformed signature are refused', async () => {
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    logLevel: 'silent',
  })
  await bundle.write({ file: outFile, format: 'esm' })
  await bundle.close()
  const account = privateKeyToAccount(generatePrivateKey())
  const other = privateKeyToAccount(generatePrivateKey())
  const message = 'app.example wants you to sign in with your Ethereum account'
  const signature = await account.signMessage({ message })
  const script = `
    const { verifyEvmSignature } = await import(${JSON.stringify(outFile)})
    const input = ${JSON.stringify({ message, signature, address: `eip155:1:${account.address}` })}
    console.log(JSON.stringify({
      window: typeof window, document: typeof document,
      valid: await verifyEvmSignature(input),
      plainAddress: await verifyEvmSignature({ ...input, address: ${JSON.stringify(account.address)} }),
      tampered: await verifyEvmSignature({ ...input, message: input.message + '!' }),
      otherKey: await verifyEvmSignature({ ...input, address: ${JSON.stringify(other.address)} }),
      malformed: await verifyEvmSignature({ ...input, signature: '0x1234' }),
    }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    valid: true,
    plainAddress: true,
    tampered: false,
    otherKey: false,
    malformed: false,
  })
}, 60_000)
