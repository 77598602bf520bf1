import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { type OutputChunk, rolldown } from 'rolldown'

/** A package to build. */
export interface PackageBuildInput {
  /** The package folder (holds package.json). */
  packageDir: string
  /** The package's build entries, as in its tsup.config.ts: output name → source file relative to `packageDir`. */
  entries: Record<string, string>
}

/** What to build and what the host page imports from it. */
export interface FirstLoadInput extends PackageBuildInput {
  /** Names the host imports from the main entry (`index`), as a Latch app does. */
  hostExports: readonly string[]
}

/** What a host page pays on first load, and what it loads later through import(). */
export interface FirstLoad {
  /** Where the in-memory build's files are named (`<outDir>/index.js`, `<outDir>/createXRuntime-<hash>.js`). */
  outDir: string
  /** Modules with code in the statically loaded chunks (absolute paths). */
  staticModules: string[]
  /** Modules with code in chunks reached only through import(). */
  lazyModules: string[]
  staticGzipBytes: number
  lazyGzipBytes: number
}

const HOST = '\0latch-host'

/** The folder, inside the package, that the in-memory build's files are named under. */
export const splitTestOutDir = (packageDir: string) => join(packageDir, '.split-test')

/** The package's own build as `npm run build` makes it, in memory: output path → code. */
export async function buildPackage(input: PackageBuildInput): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(input.entries).map(([name, file]) => [name, join(input.packageDir, file)]),
    ),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    outdir: splitTestOutDir(input.packageDir),
    write: false,
    logLevel: 'silent',
  })
  return new Map(result.outputFiles.map((file) => [file.path, file.text]))
}

/** Builds the package, bundles a host page that imports it, and splits the output into first load and later. */
export async function measureFirstLoad(input: FirstLoadInput): Promise<FirstLoad> {
  const outDir = splitTestOutDir(input.packageDir)
  const built = await buildPackage(input)
  const manifest = JSON.parse(readFileSync(join(input.packageDir, 'package.json'), 'utf8')) as {
    sideEffects?: boolean
  }
  const sideEffects = manifest.sideEffects !== false
  const hostCode = `export { ${input.hostExports.join(', ')} } from ${JSON.stringify(join(outDir, 'index.js'))}`
  const bundle = await rolldown({
    input: HOST,
    external: ['@latch/core'],
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'latch-host',
        resolveId(id, importer) {
          if (id === HOST) return HOST
          const path = id.startsWith('.') && importer ? join(dirname(importer), id) : id
          // The build's files carry the package's "sideEffects" flag, as they do from node_modules.
          return built.has(path) ? { id: path, moduleSideEffects: sideEffects } : null
        },
        load: (id) => (id === HOST ? hostCode : (built.get(id) ?? null)),
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true })
  await bundle.close()
  const chunks = new Map(
    output
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const staticNames = staticClosure(chunks)
  const staticChunks = [...chunks.values()].filter((chunk) => staticNames.has(chunk.fileName))
  const lazyChunks = [...chunks.values()].filter((chunk) => !staticNames.has(chunk.fileName))
  return {
    outDir,
    staticModules: modulesOf(staticChunks),
    lazyModules: modulesOf(lazyChunks),
    staticGzipBytes: gzipOf(staticChunks),
    lazyGzipBytes: gzipOf(lazyChunks),
  }
}

/**
 * `measureFirstLoad` as the conformance suite of `@latch/core/conformance` reads it: the build's own files stand
 * for the package sources they hold (`src/adapter/suiAdapter.ts`; esbuild heads each one with `// <path>/src/...`),
 * packages as their `node_modules` paths.
 */
export async function measureAdapterFirstLoad(input: FirstLoadInput): Promise<{
  staticModules: string[]
  lazyModules: string[]
  staticGzipBytes: number
}> {
  const [split, built] = await Promise.all([measureFirstLoad(input), buildPackage(input)])
  const sourcesOf = (ids: string[]) => [
    ...new Set(
      ids.flatMap((id) => {
        const code = built.get(id)
        if (code === undefined) return [id]
        return [...code.matchAll(/^\/\/ (?:\S+\/)?(src\/\S+\.ts)$/gm)].map((match) => match[1] ?? '')
      }),
    ),
  ]
  return {
    staticModules: sourcesOf(split.staticModules),
    lazyModules: sourcesOf(split.lazyModules),
    staticGzipBytes: split.staticGzipBytes,
  }
}

/** The entry chunk and every chunk it reaches through static imports. */
function staticClosure(chunks: Map<string, OutputChunk>): Set<string> {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const names = new Set<string>()
  const queue = [entry.fileName]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = chunks.get(name)
    if (!chunk || names.has(name)) continue
    names.add(name)
    queue.push(...chunk.imports)
  }
  return names
}

const modulesOf = (list: OutputChunk[]) =>
  list.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id),
  )

const gzipOf = (list: OutputChunk[]) =>
  list.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
