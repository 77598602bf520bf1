import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { westend } from '../networks/polkadotNetworks'

const keyring = new Keyring({ ss58Format: 42 })
const message = 'example.org wants you to sign in with your Polkadot account:\nNonce: 8f2a1c'

describe('@latch/adapter-polkadot/verify in plain Node', () => {
  it('behavior: ./verify, built for Node, runs in a plain Node process with no browser globals', async () => {
    const pair = keyring.addFromUri('//Verify//node')
    const signature = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message))))
    const packageRoot = fileURLToPath(new URL('../..', import.meta.url))
    const outfile = join(packageRoot, '.verify-test', 'verify.mjs')
    // Workspace packages are bundled from source; every npm dependency stays an import Node resolves itself.
    await build({
      entryPoints: [join(packageRoot, 'src/exports/verify.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      conditions: ['@latch/source'],
      outfile,
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
    const script = `
      const { verifyPolkadotSignature } = await import(${JSON.stringify(outfile)})
      const input = JSON.parse(process.argv[1])
      const ok = await verifyPolkadotSignature(input)
      const tampered = await verifyPolkadotSignature({ ...input, message: input.message + '!' })
      console.log(JSON.stringify({ window: typeof window, document: typeof document, ok, tampered }))`
    const input = JSON.stringify({ message, signature, address: `${westend.id}:${pair.address}` })
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, input], {
      encoding: 'utf8',
    })
    rmSync(join(packageRoot, '.verify-test'), { recursive: true, force: true })
    expect(JSON.parse(output)).toEqual({
      window: 'undefined',
      document: 'undefined',
      ok: true,
      tampered: false,
    })
  }, 60_000)
})
