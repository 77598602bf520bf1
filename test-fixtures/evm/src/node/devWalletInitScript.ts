import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * The EVM dev wallet as one script to run in a page before its own (Playwright `addInitScript`): it announces
 * itself by EIP-6963 with the first anvil key on `chainId`, reading through `rpcUrl`. For pages that cannot import
 * it, such as the bench's hosts built from the packed packages. Needs this package's dist (`npm run build`).
 */
export async function devWalletInitScript(input: { chainId: number; rpcUrl: string }): Promise<string> {
  const entry = [
    "import { ANVIL_PRIVATE_KEYS, createDevWallet } from '@latch/fixture-evm'",
    `const options = ${JSON.stringify({ chainId: input.chainId, rpcUrls: { [input.chainId]: input.rpcUrl } })}`,
    'createDevWallet({ ...options, privateKeys: [ANVIL_PRIVATE_KEYS[0]] }).announce(window)',
  ].join('\n')
  const result = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    minify: true,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('devWalletInitScript: esbuild wrote nothing')
  return output.text
}
