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
// imports what a Latch app imports: the adapter, its networks and the light helpers.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = join(PACKAGE, '.split-test')
const SIDE_EFFECTS =
  (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { sideEffects?: boolean })
    .sideEffects !== false
const HOST = '\0latch-host'
const HOST_CODE = `export { stacksAdapter, stacksMainnet, stacksTestnet, isStacksAddress, formatStacksSignInMessage }
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

// What connect, balance and signature checks need: the @stacks SDK packages and what they drag in.
const RUNTIME_ONLY = [
  /node_modules\/@stacks\/transactions\//,
  /node_modules\/@stacks\/encryption\//,
  /node_modules\/@stacks\/network\//,
  /node_modules\/@stacks\/common\//,
  /node_modules\/@noble\/secp256k1\//,
  /node_modules\/lodash\.clonedeep\//,
  /node_modules\/@scure\/base\//,
  /node_modules\/c32check\//,
  /node_modules\/base-x\//,
]
// Never in a host's bundle at all: @stacks/connect's AppKit / WalletConnect tree and its modal.
const NEVER = [
  /node_modules\/@reown\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/@stacks\/connect/,
  /node_modules\/@stencil\//,
]

describe('first load of @latch/adapter-stacks', () => {
  let split: Split
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the statically imported code holds no @stacks SDK, c32check, secp256k1 or bech32 code', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([
        join(OUT, 'index.js'),
        expect.stringMatching(/node_modules\/@noble\/hashes\/esm\/sha2\.js$/),
      ]),
    )
  })

  it('the runtime chunk, reached only through import(), holds @stacks/transactions, encryption and network', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createStacksRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@stacks\/transactions\//),
        expect.stringMatching(/node_modules\/@stacks\/encryption\//),
        expect.stringMatching(/node_modules\/@stacks\/network\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createStacksRuntime'))).toEqual([])
  })

  it('no AppKit, WalletConnect, @stacks/connect or its Stencil modal anywhere in the host build', () => {
    const all = [...split.staticModules, ...split.lazyModules]
    expect(all.filter((id) => NEVER.some((pattern) => pattern.test(id)))).toEqual([])
  })

  it('what loads with the page stays under 8 KiB gzip (without @latch/core); the runtime chunk is reported', () => {
    console.info(
      `adapter-stacks first load ${(split.staticGzipBytes / 1024).toFixed(1)} KiB gzip, runtime chunk ${(split.lazyGzipBytes / 1024).toFixed(1)} KiB gzip`,
    )
    expect(split.staticGzipBytes).toBeLessThan(8 * 1024)
  })
})
