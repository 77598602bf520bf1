import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { latchBuild, oneFilePerModule } from '../../tsup.preset'
import { catalogueOrder } from './src/i18n/catalogueOrder'

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number]

/**
 * Every export is a client component or hook, so React Server Components (Next.js App Router) must import the
 * package as client code. tsup drops a `banner` directive without bundling, so it is written after the build, on
 * line 1 of every file (source maps stay aligned).
 */
async function markClientModules(): Promise<void> {
  const files = (await readdir('dist', { recursive: true })).filter((name) => name.endsWith('.js'))
  await Promise.all(
    files.map(async (name) => {
      const path = join('dist', name)
      const code = await readFile(path, 'utf8')
      if (!code.startsWith("'use client'")) await writeFile(path, `'use client';${code}`)
    }),
  )
}

/**
 * Builds each locale's catalogue as the array of its messages in `catalogueOrder` of its English (a missing one as
 * null), which `loadCatalogue` / `loadFeatureCatalogue` read back: the keys are more than a third of a catalogue's
 * gzip bytes, and each chunk must stay within 3 KiB (issue 37). Base catalogues (`src/i18n/catalogues/<tag>.ts`)
 * follow `enBase`; a feature's (`src/i18n/catalogues/<feature>/<tag>.ts`) follow its `en.ts`, which stays an object
 * (it is part of `en`).
 */
function catalogueArrays(): EsbuildPlugin {
  return {
    name: 'latch-catalogue-arrays',
    setup(build) {
      /** Runs a source module (bundled by esbuild) and returns its exports. */
      const evaluate = async (path: string): Promise<Record<string, unknown>> => {
        const result = await build.esbuild.build({
          entryPoints: [path],
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'neutral',
          logLevel: 'silent',
        })
        const code = result.outputFiles[0]?.text ?? ''
        return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
      }
      const orders = new Map<string, Promise<string[]>>()
      /** The key order of a catalogue's English: `enBase`'s, or the default export of a feature's `en.ts`. */
      const orderOf = (english: string, name: string) => {
        let order = orders.get(english)
        if (!order) {
          order = evaluate(english).then((module) => catalogueOrder(module[name] as object))
          orders.set(english, order)
        }
        return order
      }
      const toArray = async (path: string, order: Promise<string[]>) => {
        const catalogue = (await evaluate(path)).default as Record<string, unknown>
        const messages = (await order).map((key) => catalogue[key] ?? null)
        return { contents: `export default ${JSON.stringify(messages)};\n`, loader: 'js' as const }
      }
      build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]catalogues[\\/][^\\/]+\.ts$/ }, (args) =>
        toArray(args.path, orderOf(resolve('src/i18n/en.ts'), 'enBase')),
      )
      build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.ts$/ }, (args) =>
        basename(args.path) === 'en.ts'
          ? undefined
          : toArray(args.path, orderOf(join(dirname(args.path), 'en.ts'), 'default')),
      )
    },
  }
}

/**
 * One file per source module (see `oneFilePerModule`): the host's bundler puts the provider, the buttons and the
 * buttons' words in its first load, and the modal, its views and the complete message catalogues (reached through
 * `import()`) in lazy chunks.
 */
export default defineConfig(
  latchBuild({
    ...oneFilePerModule({ entries: { index: 'exports/index' } }),
    external: ['react', 'react-dom', '@latch/core'],
    esbuildPlugins: [catalogueArrays()],
    // Catalogues in every script stay as written (an escaped Thai or Hindi letter takes six bytes instead of three).
    esbuildOptions(options) {
      options.charset = 'utf8'
    },
    onSuccess: markClientModules,
  }),
)
