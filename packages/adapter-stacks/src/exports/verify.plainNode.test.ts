import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'

const packageRoot = join(import.meta.dirname, '../..')
// Inside the package, so the build's bare imports (@stacks/*, c32check) resolve from its node_modules.
const outDir = mkdtempSync(join(packageRoot, '.plain-node-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

// Builds the package as it is published and imports `./verify` in a separate, plain Node process (no DOM, no
// vitest), as a host's server would to check a sign-in.
it('./verify: verifyStacksSignature runs in plain Node; a tampered message and another key are refused', async () => {
  const { entry, wallet } = devWallet()
  const other = devWallet()
  const { adapter } = setUpAdapter({ wallets: [entry, other.entry] })
  const address =
    (await adapter.connect({ connectorId: wallet.info.id })).accounts[0]?.address ?? 'stacks:1:none'
  const otherAddress =
    (await adapter.connect({ connectorId: other.wallet.info.id })).accounts[0]?.address ?? 'stacks:1:none'
  const message = 'app.example wants you to sign in with your Stacks account'
  const signature = await adapter.signMessage({ address, message })
  const othersSignature = await adapter.signMessage({ address: otherAddress, message })

  execFileSync('npx', ['tsup', '--no-dts', '--no-sourcemap', '--silent', '--out-dir', outDir], {
    cwd: packageRoot,
    stdio: 'pipe',
  })
  const script = `
    const { verifyStacksSignature } = await import(${JSON.stringify(join(outDir, 'verify.js'))})
    const { othersSignature, publicKey, ...input } = ${JSON.stringify({ message, signature, othersSignature, address, publicKey: wallet.publicKey })}
    console.log(JSON.stringify({
      window: typeof window,
      document: typeof document,
      valid: verifyStacksSignature(input),
      withPublicKey: verifyStacksSignature({ ...input, publicKey }),
      tampered: verifyStacksSignature({ ...input, message: input.message + '.' }),
      otherKey: verifyStacksSignature({ ...input, signature: othersSignature }),
      wrongKeyGiven: verifyStacksSignature({ ...input, publicKey: '02' + '11'.repeat(32) }),
      wrongNetwork: verifyStacksSignature({ ...input, address: input.address.replace('stacks:2147483648:', 'stacks:1:') }),
      garbage: verifyStacksSignature({ ...input, signature: 'zz' }),
    }))
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(output)).toEqual({
    window: 'undefined',
    document: 'undefined',
    valid: true,
    withPublicKey: true,
    tampered: false,
    otherKey: false,
    wrongKeyGiven: false,
    wrongNetwork: false,
    garbage: false,
  })
}, 120_000)
