import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { type OutputChunk, rolldown } from 'rolldown'
import { beforeAll, describe, expect, it } from 'vitest'
import tsupConfig from '../../tsup.config'

// Builds the package as `npm run build` does (tsup is esbuild with code splitting: the entries of tsup.config.ts,
// dependencies external), in memory, then bundles that build as a host's bundler does (rolldown, the bundler of
// Vite 8; @latch/core left out: it is its own package) and follows the host entry chunk's static imports. That
// closure is what a host page pays on first load; chunks reached only through import() load later. The host
// imports what a Latch app imports: the adapter, its networks and the address check.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = join(PACKAGE, '.split-test')
const SIDE_EFFECTS =
  (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { sideEffects?: boolean })
    .sideEffects !== false
const HOST = '\0latch-host'
const HOST_CODE = `export { polkadotAdapter, polkadot, kusama, westend, paseo, isPolkadotAddress }
  from ${JSON.stringify(join(OUT, 'index.js'))}`

/** The package's own build, in memory: output path → code. */
async function buildPackage(): Promise<Map<string, string>> {
  const { entry } = tsupConfig as { entry: Record<string, string> }
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, join(PACKAGE, file)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    outdir: OUT,
    write: false,
    logLevel: 'silent',
  })
  return new Map(result.outputFiles.map((file) => [file.path, file.text]))
}

interface Split {
  /** Modules with code in the statically loaded chunks (absolute paths). */
  staticModules: string[]
  /** Modules with code in chunks reached only through import(). */
  lazyModules: string[]
  staticGzipBytes: number
  lazyGzipBytes: number
}

async function bundleHost(): Promise<Split> {
  const built = await buildPackage()
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
          return built.has(path) ? { id: path, moduleSideEffects: SIDE_EFFECTS } : null
        },
        load: (id) => (id === HOST ? HOST_CODE : (built.get(id) ?? null)),
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
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const staticNames = new Set<string>()
  const queue = [entry.fileName]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = chunks.get(name)
    if (!chunk || staticNames.has(name)) continue
    staticNames.add(name)
    queue.push(...chunk.imports)
  }
  const modulesOf = (list: OutputChunk[]) =>
    list.flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([, module]) => module.renderedLength > 0)
        .map(([id]) => id),
    )
  const gzipOf = (list: OutputChunk[]) =>
    list.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
  const staticChunks = [...chunks.values()].filter((chunk) => staticNames.has(chunk.fileName))
  const lazyChunks = [...chunks.values()].filter((chunk) => !staticNames.has(chunk.fileName))
  return {
    staticModules: modulesOf(staticChunks),
    lazyModules: modulesOf(lazyChunks),
    staticGzipBytes: gzipOf(staticChunks),
    lazyGzipBytes: gzipOf(lazyChunks),
  }
}

// The heavy parts: @polkadot/types and its codecs, util-crypto (with its WASM), util, rxjs.
const RUNTIME_ONLY = [
  /node_modules\/@polkadot\/types/,
  /node_modules\/@polkadot\/util-crypto\//,
  /node_modules\/@polkadot\/wasm-crypto/,
  /node_modules\/@polkadot\/util\//,
  /node_modules\/rxjs\//,
]

describe('first load of @latch/adapter-polkadot', () => {
  let split: Split
  beforeAll(async () => {
    split = await bundleHost()
  }, 120_000)

  it('the statically imported code holds no @polkadot/types, util-crypto or WASM', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
  })

  it('the runtime chunk, reached only through import(), holds @polkadot/types and util-crypto', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createPolkadotRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@polkadot\/types\//),
        expect.stringMatching(/node_modules\/@polkadot\/util-crypto\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createPolkadotRuntime'))).toEqual([])
    // No RPC provider stack and nothing of the light client (@substrate/connect, smoldot: GPL).
    const all = [...split.staticModules, ...split.lazyModules]
    expect(
      all.filter((id) =>
        /node_modules\/(@substrate\/connect|smoldot|@polkadot\/(api|rpc-provider))/.test(id),
      ),
    ).toEqual([])
    expect(split.lazyGzipBytes).toBeGreaterThan(100 * 1024)
  })

  // About 3 KiB of adapter code and 2.8 KiB of noble's blake2b, which the synchronous SS58 checksum of isAddress needs.
  it('what loads with the page stays under 7 KiB gzip (without @latch/core)', () => {
    expect(split.staticModules.filter((id) => id.includes('node_modules'))).toEqual(
      split.staticModules.filter((id) => id.includes('node_modules/@noble/hashes/')),
    )
    expect(split.staticGzipBytes).toBeLessThan(7 * 1024)
  })
})
