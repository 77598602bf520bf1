import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Core ships one file per source module, so what a host's bundler puts in the first load for `createLatch` is the
// static import closure of dist/client/createLatch.js; files reached only through import() load later (issue 21).
const packageRoot = join(import.meta.dirname, '../..')
const outDir = mkdtempSync(join(tmpdir(), 'latch-core-first-load-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g

/** Output files (relative to dist) `from` reaches through static imports, itself included. */
function staticClosure(from: string): Set<string> {
  const seen = new Set<string>()
  const queue = [from]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(join(outDir, file), 'utf8').matchAll(IMPORT))
      queue.push(relative(outDir, join(outDir, dirname(file), match[1]!)))
  }
  return seen
}

const dynamicImportsOf = (file: string) =>
  [...readFileSync(join(outDir, file), 'utf8').matchAll(DYNAMIC_IMPORT)].map((match) =>
    relative(outDir, join(outDir, dirname(file), match[1]!)),
  )

describe('the first load of createLatch (issue 21)', () => {
  let light: Set<string>
  beforeAll(() => {
    execFileSync('npx', ['tsup', '--no-dts', '--silent', '--out-dir', outDir], {
      cwd: packageRoot,
      stdio: 'pipe',
    })
    light = staticClosure('client/createLatch.js')
  }, 60_000)

  it('holds the store, options and the state-only rules, and no flow, storage service, log buffer, chain data, analytics or sign-in service', () => {
    expect([...light]).toEqual(
      expect.arrayContaining([
        'store/createStore.js',
        'options/resolveOptions.js',
        'services/storage/peekStoredReconnect.js',
        'rules/navigation.js',
        'client/engineLoader.js',
      ]),
    )
    const heavy = [...light].filter((file) =>
      /^(client\/engine|flows\/(connect|disconnect|reconnect|send|signIn|switchNetwork|walletConnect|fetchTokens|fetchActivity|attempts)|services\/siwx\/(resolveSiwx|createLocalSiwx|legacySiweConfig)|services\/storage\/(createStorage|createResilientStorage|storageValidators)|services\/logger\/createLogger|services\/safeStringify)\.js$|^services\/(analytics|chainData|explorer)\//.test(
        file,
      ),
    )
    expect(heavy).toEqual([])
    // Only the error classes the light code itself throws, not the catalogue the flows use.
    // (the light modules import their classes' own modules, so even a bundler that keeps re-exports takes no more)
    expect([...light].filter((file) => file.startsWith('errors/')).sort()).toEqual([
      'errors/LatchError.js',
      'errors/classes/ConflictingSignInOptionsError.js',
    ])
    // A module both parts use lands in the first load with everything the engine takes from it (a bundler splits
    // chunks by module): the first load imports the light halves (clientNotices, navigation, isCaipNetworkId,
    // defaultNetworkFor, updaters), never the modules that are mostly engine code.
    expect(
      [...light].filter((file) =>
        [
          'notices/catalogue.js',
          'rules/flowNavigation.js',
          'caip/parseCaipNetworkId.js',
          'flows/findNetwork.js',
          'state/patchNetwork.js',
          'services/storage/cacheValidators.js',
          'services/storage/createStorageCache.js',
        ].includes(file),
      ),
    ).toEqual([])
  })

  it('the engine, the storage service and the sign-in services are reached through import() only, and the engine holds the flows', () => {
    expect(dynamicImportsOf('client/createLatch.js').sort()).toEqual([
      'client/engine.js',
      'services/storage/createStorage.js',
    ])
    expect(dynamicImportsOf('services/siwx/deferredSiwx.js')).toEqual(['services/siwx/resolveSiwx.js'])
    expect(existsSync(join(outDir, 'client/engine.js'))).toBe(true)
    expect([...staticClosure('client/engine.js')]).toEqual(
      expect.arrayContaining(['flows/connect.js', 'flows/send.js', 'services/analytics/createAnalytics.js']),
    )
  })

  it('stays under 12.5 KiB gzip as built, unminified (11.9 KiB since the caches and the modules shared with the engine were split; 13.8 KiB at the engine split; before it createLatch took the whole entry, 33 KiB)', () => {
    const code = Buffer.concat([...light].sort().map((file) => readFileSync(join(outDir, file))))
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(12.5 * 1024)
  })
})
