import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Options } from 'tsup'

/**
 * The one build every publishable package shares: ESM with declarations for evergreen browsers and Node 20.
 * A package passes its entries and anything it does differently (splitting, externals, a banner).
 */
export function latchBuild(options: Options & { entry: Record<string, string> }): Options {
  return {
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...options,
  }
}

/** The entries of a package from their names: each `name` is built from `src/exports/<name>.ts`. */
export function exportEntries(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `src/exports/${name}.ts`]))
}

const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\2/g
const SOURCE_EXTENSIONS = ['.ts', '.tsx']

/** What {@link oneFilePerModule} builds. */
export interface ModuleBuildInput {
  /**
   * The package's public entries: output name at dist's top → source module under src/ (no extension). Every
   * module they reach through relative imports, `import()` included, is built.
   */
  entries: Record<string, string>
}

/**
 * Options for a package shipped as one file per source module (like Rollup's preserveModules) instead of bundled
 * chunks: a host's bundler then sees the real module graph and puts each module in the chunk that needs it, so the
 * first load takes only what the page's imports reach and whatever is behind an `import()` stays in lazy chunks.
 * A bundled chunk groups modules by which entries reach them: one module the first load needs pulled its chunk
 * neighbours (a modal's whole message catalogue, a lazy engine's helpers) into the first load with it (issue 21).
 */
export function oneFilePerModule(input: ModuleBuildInput): Options & { entry: Record<string, string> } {
  const sourceDir = resolve('src')
  const sourceFile = (module: string) =>
    SOURCE_EXTENSIONS.map((extension) => join(sourceDir, `${module}${extension}`)).find(existsSync)

  const resolveModule = (fromModule: string, specifier: string): string => {
    const base = relative(sourceDir, resolve(sourceDir, dirname(fromModule), specifier))
    if (sourceFile(base)) return base
    if (sourceFile(`${base}/index`)) return `${base}/index`
    throw new Error(`build: cannot resolve ${specifier} from src/${fromModule}`)
  }

  const seen = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    const file = sourceFile(module)
    if (!file) throw new Error(`build: no source for src/${module}`)
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER))
      visit(resolveModule(module, match[3]!))
  }
  for (const root of Object.values(input.entries)) visit(root)

  // Output name per source module: the public entries at dist's top (dist/index.js), the rest as in src/.
  const outputOf = new Map<string, string>([...seen].map((module) => [module, module]))
  for (const [name, module] of Object.entries(input.entries)) outputOf.set(module, name)
  const moduleOf = new Map([...outputOf].map(([module, output]) => [output, module]))

  /** Rewrites each relative import to the output file it names, with its `.js` extension (ESM needs it). */
  const linkModules: NonNullable<Options['plugins']>[number] = {
    name: 'latch-link-modules',
    renderChunk(code, info) {
      if (!info.path.endsWith('.js')) return
      const output = relative(resolve(this.options.outDir), info.path).replace(/\.js$/, '')
      const module = moduleOf.get(output)
      if (!module) return
      return {
        code: code.replace(
          RELATIVE_SPECIFIER,
          (_match, keyword: string, quote: string, specifier: string) => {
            const target = outputOf.get(resolveModule(module, specifier))
            if (!target) throw new Error(`build: ${specifier} in src/${module} is not built`)
            let path = relative(dirname(output), target)
            if (!path.startsWith('.')) path = `./${path}`
            return `${keyword}${quote}${path}.js${quote}`
          },
        ),
      }
    },
  }

  return {
    entry: Object.fromEntries(
      [...seen].map((module) => [outputOf.get(module)!, relative(resolve('.'), sourceFile(module)!)]),
    ),
    bundle: false,
    treeshake: false,
    dts: {
      entry: Object.fromEntries(
        Object.entries(input.entries).map(([name, module]) => [name, `src/${module}.ts`]),
      ),
    },
    plugins: [linkModules],
  }
}
