import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

/** A package's `./verify` entry and what to ask it. */
export interface PlainNodeVerifyInput {
  /** The package folder (holds package.json and `src/exports/verify.ts`). */
  packageDir: string
  /** The exported verifier to call (`verifySolanaSignature`). */
  verifier: string
  /** One call each, in order. */
  inputs: readonly { address: string; message: string; signature: string }[]
}

/** What the plain Node process saw: its browser globals (`typeof window`, `typeof document`) and each answer. */
export interface PlainNodeVerifyResult {
  window: string
  document: string
  results: unknown[]
}

/**
 * A host's server importing the package's `./verify` in plain Node: the entry is built from source with the
 * workspace's `@latch/*` packages bundled and every npm dependency left external (resolved from the package's own
 * node_modules, as for a host), then each input goes to `verifier` in a separate Node process with no vitest and no
 * browser globals.
 */
export async function verifyInPlainNode(input: PlainNodeVerifyInput): Promise<PlainNodeVerifyResult> {
  // Inside the package, so that Node resolves its dependencies as it would for a host.
  const outDir = mkdtempSync(join(input.packageDir, '.verify-'))
  try {
    const outFile = join(outDir, 'verify.mjs')
    await build({
      entryPoints: [join(input.packageDir, 'src/exports/verify.ts')],
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
    const script = `
      const verify = (await import(${JSON.stringify(outFile)}))[${JSON.stringify(input.verifier)}]
      const results = []
      for (const input of JSON.parse(process.argv[1])) results.push(await verify(input))
      console.log(JSON.stringify({ window: typeof window, document: typeof document, results }))
    `
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(input.inputs)],
      { encoding: 'utf8' },
    )
    return JSON.parse(output) as PlainNodeVerifyResult
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
