import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

it('the wallet entry bundles for the browser with no Node built-in', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
    metafile: true,
  })
  expect(result.errors).toEqual([])
  const inputs = Object.keys(result.metafile.inputs)
  expect(inputs.some((input) => input.includes('createDevWallet.ts'))).toBe(true)
  expect(inputs.filter((input) => input.startsWith('node:') || input.includes('src/node/'))).toEqual([])
})
