import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Core ships one file per source module, so what a host's bundler puts in the first load for `createLatch` is the
// static import closure of dist/client/createLatch.js, plus the actions the page's own first-load code imports
// (a host's own code calling `open`; `@latch/ui-react`'s buttons take it from the modal's chunk since issue 39);
// files reached only through import() load later (issue 21).
const packageRoot = join(import.meta.dirname, '../..')
const outDir = mkdtempSync(join(tmpdir(), 'latch-core-first-load-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g

/** Output files (relative to dist) the `from` files reach through static imports, themselves included. */
function staticClosure(...from: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
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
  let withOpen: Set<string>
  beforeAll(() => {
    execFileSync('npx', ['tsup', '--no-dts', '--silent', '--out-dir', outDir], {
      cwd: packageRoot,
      stdio: 'pipe',
    })
    light = staticClosure('client/createLatch.js')
    withOpen = staticClosure('client/createLatch.js', 'actions/open.js')
  }, 60_000)

  // Flow code and services: every action but the light ones a first load may import, the services chunk, the
  // background work, and the services themselves.
  const HEAVY =
    /^(client\/(engine|laterActions)|actions\/(?!open\.js$|internal\/(flowContext|walletConnectAdapters)\.js$)|services\/siwx\/(resolveSiwx|createLocalSiwx|legacySiweConfig)|services\/storage\/(createStorage|createResilientStorage|storageValidators)|services\/logger\/createLogger|services\/safeStringify)|^services\/(analytics|chainData|explorer)\//

  it('holds the store, options and the first look at storage, and no action, flow, storage service, log buffer, chain data, analytics or sign-in service', () => {
    expect([...light]).toEqual(
      expect.arrayContaining([
        'store/createStore.js',
        'options/resolveOptions.js',
        'services/storage/peekStoredReconnect.js',
        'latch/clientCores.js',
        'client/backgroundWork.js',
      ]),
    )
    expect([...light].filter((file) => file.startsWith('actions/'))).toEqual([])
    expect([...light].filter((file) => HEAVY.test(file))).toEqual([])
    // Wallet names that are printable ASCII are made safe in the first load; the Unicode passes load at need.
    expect(light).toContain('text/asciiDisplayText.js')
    expect(light).not.toContain('text/toDisplayText.js')
    // Only the error classes the light code itself throws, not the catalogue the flows use.
    // (the light modules import their classes' own modules, so even a bundler that keeps re-exports takes no more)
    expect([...withOpen].filter((file) => file.startsWith('errors/')).sort()).toEqual([
      'errors/LatchError.js',
      'errors/classes/ConflictingSignInOptionsError.js',
      // open() refuses a view the UI does not ship.
      'errors/classes/ViewNotAvailableError.js',
    ])
  })

  it('with the open action (what a page whose own code opens the modal imports): the opening rules and the services loader, no flow', () => {
    expect([...withOpen]).toEqual(
      expect.arrayContaining([
        'actions/open.js',
        'actions/internal/flowContext.js',
        'rules/resolveOpenView.js',
      ]),
    )
    expect([...withOpen].filter((file) => HEAVY.test(file))).toEqual([])
    // A module both parts use lands in the first load with everything the flows take from it (a bundler splits
    // chunks by module): the first load imports the light halves (clientNotices, navigation, isCaipNetworkId,
    // defaultNetworkFor, updaters), never the modules that are mostly flow code.
    expect(
      [...withOpen].filter((file) =>
        [
          'notices/catalogue.js',
          'rules/flowNavigation.js',
          'caip/parseCaipNetworkId.js',
          'actions/internal/findNetwork.js',
          'state/patchNetwork.js',
          'services/storage/cacheValidators.js',
          'services/storage/createStorageCache.js',
        ].includes(file),
      ),
    ).toEqual([])
  })

  it('the background work, the services, the storage service, the sign-in services and the Unicode passes of wallet names (toDisplayText, issue 39) are reached through import() only (the background work and the storage service through a module that imports nothing), and hold the flows', () => {
    expect(dynamicImportsOf('client/createLatch.js')).toEqual([])
    expect([...withOpen].flatMap(dynamicImportsOf).sort()).toEqual([
      'actions/internal/createFlowContext.js',
      'actions/internal/importBackground.js',
      'services/siwx/resolveSiwx.js',
      'services/storage/importStorage.js',
      'text/toDisplayText.js',
    ])
    // The background work through a module that imports nothing itself, so that a host bundler that preloads a lazy
    // chunk's imports (Vite) lists the background work's chunks there, not in the page's first load (issue 39).
    expect([...staticClosure('actions/internal/importBackground.js')]).toEqual([
      'actions/internal/importBackground.js',
    ])
    expect(dynamicImportsOf('actions/internal/importBackground.js')).toEqual([
      'actions/internal/background.js',
    ])
    // The storage service the same way.
    expect([...staticClosure('services/storage/importStorage.js')]).toEqual([
      'services/storage/importStorage.js',
    ])
    expect(dynamicImportsOf('services/storage/importStorage.js')).toEqual([
      'services/storage/createStorage.js',
    ])
    expect([...staticClosure('actions/internal/background.js')]).toEqual(
      expect.arrayContaining([
        'actions/reconnect.js',
        'actions/internal/handleAdapterEvent.js',
        'actions/internal/reconcileExternalChange.js',
      ]),
    )
    expect([...staticClosure('actions/internal/createFlowContext.js')]).toEqual(
      expect.arrayContaining([
        'services/analytics/createAnalytics.js',
        'services/chainData/createChainData.js',
        'services/logger/createLogger.js',
      ]),
    )
  })

  it('the client with members (createLatchClient) takes the actions that return at once; the others come with one import()', () => {
    const members = staticClosure('client/createLatchClient.js')
    expect([...members]).toEqual(expect.arrayContaining(['actions/close.js', 'actions/setSendAmount.js']))
    expect([...members].filter((file) => HEAVY.test(file) && !file.startsWith('actions/'))).toEqual([])
    expect(
      [...members].filter((file) => /^actions\/(connect|send|signIn|disconnect)\.js$/.test(file)),
    ).toEqual([])
    expect(dynamicImportsOf('client/clientActions.js')).toEqual(['client/laterActions.js'])
  })

  it("stays under 8.25 KiB gzip as built, unminified, and under 9.75 KiB with the open action (8 KiB until a full-page social login's return and the remote config came in; 9 KiB with open until the e-mail login, on-ramp and view options did, 9.5 until open refused views without their parameter; 33 KiB before issue 21; ui-react's buttons load open with the modal)", () => {
    const gzip = (files: Set<string>) =>
      gzipSync(Buffer.concat([...files].sort().map((file) => readFileSync(join(outDir, file)))), { level: 9 })
        .length
    expect(gzip(light)).toBeLessThan(8.25 * 1024)
    expect(gzip(withOpen)).toBeLessThan(9.75 * 1024)
  })
})
