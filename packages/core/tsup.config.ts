import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { exportEntries, latchBuild } from '../../tsup.preset'

/**
 * Core ships one file per source module (like Rollup's preserveModules) instead of bundled chunks: a host's
 * bundler then sees the real module graph, so the first load takes only the modules `createLatch` and the UI
 * import, and the engine (`src/client/engine.ts`, reached by `import()`) and everything only it uses stay in the
 * lazy chunk. Bundled chunks group modules by which entries reach them, which put engine code beside light code.
 */
const SOURCE_DIR = resolve('src')
const PUBLIC_ENTRIES = { index: 'exports/index', internal: 'exports/internal', testing: 'exports/testing' }
const ROOTS = [...Object.values(PUBLIC_ENTRIES), 'client/engine']

const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\2/g

/** The source module (path under src/, no extension) a relative specifier in `fromModule` points at. */
function resolveModule(fromModule: string, specifier: string): string {
  const base = relative(SOURCE_DIR, resolve(SOURCE_DIR, dirname(fromModule), specifier))
  if (existsSync(join(SOURCE_DIR, `${base}.ts`))) return base
  if (existsSync(join(SOURCE_DIR, base, 'index.ts'))) return `${base}/index`
  throw new Error(`core build: cannot resolve ${specifier} from src/${fromModule}.ts`)
}

/** Every module the public entries and the engine reach through relative imports. */
function reachableModules(): string[] {
  const seen = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    const code = readFileSync(join(SOURCE_DIR, `${module}.ts`), 'utf8')
    for (const match of code.matchAll(RELATIVE_SPECIFIER)) visit(resolveModule(module, match[3]!))
  }
  for (const root of ROOTS) visit(root)
  return [...seen]
}

const modules = reachableModules()
// Output name per source module: the public entries at dist's top (dist/index.js), the rest as in src/.
const outputOf = new Map<string, string>(modules.map((module) => [module, module]))
for (const [name, module] of Object.entries(PUBLIC_ENTRIES)) outputOf.set(module, name)
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
      code: code.replace(RELATIVE_SPECIFIER, (_match, keyword: string, quote: string, specifier: string) => {
        const target = outputOf.get(resolveModule(module, specifier))
        if (!target) throw new Error(`core build: ${specifier} in src/${module}.ts is not built`)
        let path = relative(dirname(output), target)
        if (!path.startsWith('.')) path = `./${path}`
        return `${keyword}${quote}${path}.js${quote}`
      }),
    }
  },
}

export default defineConfig(
  latchBuild({
    entry: Object.fromEntries(modules.map((module) => [outputOf.get(module)!, `src/${module}.ts`])),
    bundle: false,
    treeshake: false,
    dts: { entry: exportEntries('index', 'internal', 'testing') },
    plugins: [linkModules],
  }),
)
