import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type OutputChunk, rolldown } from 'rolldown'
import { beforeAll, describe, expect, it } from 'vitest'

// Bundles the package entry as a host's bundler does (rolldown, the bundler of Vite 8, with code splitting;
// @latch/core left out: it is its own package) and follows the entry chunk's static imports. That closure is
// what a host page pays on first load; chunks reached only through import() load later.
const ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url))

interface Split {
  /** Modules with code in the statically loaded chunks (absolute paths). */
  staticModules: string[]
  /** Modules with code in chunks reached only through import(). */
  lazyModules: string[]
  staticGzipBytes: number
}

async function bundleEntry(): Promise<Split> {
  const bundle = await rolldown({
    input: ENTRY,
    external: ['@latch/core'],
    platform: 'browser',
    logLevel: 'silent',
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
  const staticChunks = [...chunks.values()].filter((chunk) => staticNames.has(chunk.fileName))
  return {
    staticModules: modulesOf(staticChunks),
    lazyModules: modulesOf([...chunks.values()].filter((chunk) => !staticNames.has(chunk.fileName))),
    staticGzipBytes: staticChunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
  }
}

// The heavy parts a connect needs: wagmi, viem's clients, actions and chains, ENS normalisation, secp256k1, ox.
const RUNTIME_ONLY = [
  /node_modules\/@wagmi\/core\//,
  /node_modules\/viem\/_esm\/(clients|actions|chains)\//,
  /node_modules\/@adraffy\/ens-normalize\//,
  /node_modules\/@noble\/curves\//,
  /node_modules\/ox\//,
]

describe('first load of @latch/adapter-evm', () => {
  let split: Split
  beforeAll(async () => {
    split = await bundleEntry()
  })

  it('the statically imported code is the adapter shell: no viem, wagmi, ENS, @noble or discovery code (issue 21)', () => {
    const heavy = split.staticModules.filter((id) => RUNTIME_ONLY.some((pattern) => pattern.test(id)))
    expect(heavy).toEqual([])
    expect(split.staticModules.filter((id) => /node_modules\/(viem|@noble)\//.test(id))).toEqual([])
    expect(split.staticModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/src\/evmAdapter\.ts$/)]),
    )
    expect(
      split.staticModules.filter((id) => /\/src\/(discovery\/createWalletRegistry|address\/)/.test(id)),
    ).toEqual([])
  })

  it('wallet discovery and the EIP-55 check (Keccak-256 from @noble/hashes) are a lazy chunk of their own, apart from the runtime', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/discovery\/createWalletRegistry\.ts$/),
        expect.stringMatching(/\/src\/address\/isEvmAddress\.ts$/),
        expect.stringMatching(/node_modules\/@noble\/hashes\/esm\/sha3\.js$/),
      ]),
    )
  })

  it('the runtime chunk, reached only through import(), holds wagmi, viem clients and the adapter actions', () => {
    expect(split.lazyModules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/runtime\/createEvmRuntime\.ts$/),
        expect.stringMatching(/\/src\/actions\/sendEvmTransfer\.ts$/),
        expect.stringMatching(/\/src\/siwe\/formatEvmSignInMessage\.ts$/),
        expect.stringMatching(/node_modules\/@wagmi\/core\/dist\/esm\/createConfig\.js$/),
        expect.stringMatching(/node_modules\/viem\/_esm\/clients\/createClient\.js$/),
      ]),
    )
    expect(split.staticModules.filter((id) => id.includes('/src/runtime/'))).toEqual([])
  })

  it('what loads with the page stays under 2.5 KiB gzip (every export, ABIs and networks included, without @latch/core; 9 KiB with viem before issue 21, 5.4 KiB with discovery)', () => {
    expect(split.staticGzipBytes).toBeLessThan(2.5 * 1024)
  })
})
