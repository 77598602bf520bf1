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
const HOST_CODE = `export { bitcoinAdapter, bitcoinMainnet, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest, isBitcoinAddress }
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
  for (const chunk of chunks.values())
    for (const [id, m] of Object.entries(chunk.modules))
      if (m.renderedLength > 0)
        console.info(chunk.fileName, m.renderedLength, id.split('node_modules/').pop())
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

// bip322-js and what it pulls in (bitcoinjs-lib, elliptic, Node's stream through create-hash) belong to the
// ./verify entry for servers: a browser build of the adapter never reaches them.
const VERIFIER = [/node_modules\/bip322-js\//, /node_modules\/bitcoinjs-lib\//, /node_modules\/elliptic\//]

describe('first load of @latch/adapter-bitcoin', () => {
  let split: Split
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the page holds no wallet runtime, and no bip322-js, bitcoinjs-lib or elliptic at all (not even lazily)', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(all.filter((id) => VERIFIER.some((pattern) => pattern.test(id)))).toEqual([])
    expect(
      split.staticModules.filter((id) =>
        /createBitcoinRuntime|satsConnectHandle|readEsploraBalance/.test(id),
      ),
    ).toEqual([])
    expect(split.staticModules).toEqual(expect.arrayContaining([join(OUT, 'index.js')]))
  })

  it('the runtime chunk (wallet bridges, connections, Esplora) is reached only through import()', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/\.split-test\/createBitcoinRuntime-\w+\.js$/)]),
    )
    expect(split.lazyGzipBytes).toBeGreaterThan(1024)
  })

  it('what loads with the page stays under 6.5 KiB gzip (without @latch/core)', () => {
    console.info(`bitcoin first load: ${split.staticGzipBytes} B gzip; lazy: ${split.lazyGzipBytes} B gzip`)
    expect(split.staticGzipBytes).toBeLessThan(6.5 * 1024)
  })
})
