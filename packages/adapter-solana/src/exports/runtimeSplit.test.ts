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
// imports what a Latch app imports: the adapter and its networks (the entry's standalone transfer, fee and
// signature helpers are kit code by nature and stay out of a page that does not use them). It passes no legacy
// wallet-adapter, so it imports nothing from `./legacy`.
const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const OUT = join(PACKAGE, '.split-test')
const SIDE_EFFECTS =
  (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { sideEffects?: boolean })
    .sideEffects !== false
const HOST = '\0latch-host'
const HOST_CODE = `export { solanaAdapter, solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet, isSolanaAddress,
  formatSolanaSignInMessage, toWalletChain } from ${JSON.stringify(join(OUT, 'index.js'))}`

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

// The runtime: @solana/kit's packages (published as @solana/<part>) and the program clients. The page may load
// only the Wallet Standard feature names (@solana/wallet-standard-features, constants).
const RUNTIME_ONLY = [
  /node_modules\/@solana\/(?!wallet-standard-features\/)/,
  /node_modules\/@solana-program\//,
]
// web3.js 1.x and what it drags in: none of it in a host that passes no legacy adapter, first load or later.
const WEB3_STACK = [
  /node_modules\/@solana\/web3\.js\//,
  /node_modules\/@solana\/wallet-adapter-base\//,
  /node_modules\/@solana\/spl-token\//,
  /node_modules\/@solana\/buffer-layout\//,
  /node_modules\/bn\.js\//,
  /node_modules\/buffer\//,
  /node_modules\/tweetnacl\//,
  /node_modules\/rpc-websockets\//,
  /node_modules\/@noble\/curves\//,
]
const matching = (ids: string[], patterns: RegExp[]) =>
  ids.filter((id) => patterns.some((pattern) => pattern.test(id)))

describe('first load of @latch/adapter-solana', () => {
  let split: Split
  beforeAll(async () => {
    split = await bundleHost()
  })

  it('the statically imported code holds no @solana/kit, program client or web3.js code', () => {
    expect(matching(split.staticModules, [...RUNTIME_ONLY, ...WEB3_STACK])).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([
        join(OUT, 'index.js'),
        expect.stringMatching(/node_modules\/@wallet-standard\/app\//),
        expect.stringMatching(/node_modules\/base-x\//),
      ]),
    )
  })

  it('the runtime chunk, reached only through import(), holds kit and the system and token program clients', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/\.split-test\/createSolanaRuntime-\w+\.js$/),
        expect.stringMatching(/node_modules\/@solana\/rpc\//),
        expect.stringMatching(/node_modules\/@solana\/transactions\//),
        expect.stringMatching(/node_modules\/@solana\/keys\//),
        expect.stringMatching(/node_modules\/@solana-program\/system\//),
        expect.stringMatching(/node_modules\/@solana-program\/token\//),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('createSolanaRuntime'))).toEqual([])
  })

  it('no web3.js 1.x, wallet-adapter-base, spl-token, Buffer polyfill or tweetnacl anywhere, lazy chunks included', () => {
    expect(matching([...split.staticModules, ...split.lazyModules], WEB3_STACK)).toEqual([])
  })

  it('what loads with the page stays under 12 KiB gzip, the runtime under 24 KiB (without @latch/core)', () => {
    // Issue 22: on web3.js 1.x Solana added 95 KiB gzip to a page; the goal was a third of that or less.
    expect(split.staticGzipBytes).toBeLessThan(12 * 1024)
    expect(split.lazyGzipBytes).toBeLessThan(24 * 1024)
  })
})

/** The bare packages an entry of the build imports, statically and transitively through its own chunks. */
function packagesImportedBy(built: Map<string, string>, entry: string): string[] {
  const found = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier = ''] of (built.get(file) ?? '').matchAll(/\bfrom\s*["']([^"']+)["']/g)) {
      if (specifier.startsWith('.')) queue.push(join(dirname(file), specifier))
      else found.add(specifier)
    }
  }
  return [...found].sort()
}

describe('the entries of the build', () => {
  let built: Map<string, string>
  beforeAll(async () => {
    built = await buildPackage()
  })

  it('./verify imports only core, kit and bs58: no wallet code, nothing browser-only', () => {
    expect(packagesImportedBy(built, join(OUT, 'verify.js'))).toEqual(['@latch/core', '@solana/kit', 'bs58'])
  })

  it('only ./legacy imports web3.js 1.x and wallet-adapter-base', () => {
    expect(packagesImportedBy(built, join(OUT, 'legacy.js'))).toEqual(
      expect.arrayContaining(['@solana/wallet-adapter-base', '@solana/web3.js']),
    )
    for (const entry of ['index.js', 'verify.js']) {
      expect(
        packagesImportedBy(built, join(OUT, entry)).filter((name) => /web3|wallet-adapter/.test(name)),
      ).toEqual([])
    }
  })
})
