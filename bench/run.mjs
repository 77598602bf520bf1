// `npm run bench`: installs the peers (bench/peers, outside the workspace), builds the Latch packages and every
// bench page, then measures them side by side in Debian's chromium with every request outside 127.0.0.1
// blocked. Writes bench/results/latest.json and latest.md (partial.* for a partial run, or --out NAME).
// Options: --runs N (default 7), --wallet-runs N (default 3), --only id,id, --skip-install, --skip-build,
// --reinstall, --screenshots (each entry's opened modal on its first load, saved as
// bench/dist/<id>-<throttle>x-open.png, to check what was measured), --skip-server (no server load test;
// `--only server` runs just that one after no page).
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { buildLatchPackages, buildPage, installLatchHost, installPeers } from './lib/buildPages.mjs'
import { bundleComposition } from './lib/bundleComposition.mjs'
import { ENTRIES } from './lib/entries.mjs'
import { measureAllWallets } from './lib/measureAllWallets.mjs'
import { measureConnect } from './lib/measureConnect.mjs'
import { measureLoad } from './lib/measureLoad.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST_DIR, PEERS_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.mjs'
import { evaluateTargets, ratios, toMarkdown } from './lib/report.mjs'
import { startStaticServer } from './lib/staticServer.mjs'
import { summarizeAllWallets, summarizeConnect, summarizeLoads } from './lib/summarize.mjs'
import { benchServer } from './server.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'wallet-runs': { type: 'string', default: '3' },
    'connect-runs': { type: 'string', default: '5' },
    only: { type: 'string' },
    'skip-install': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    reinstall: { type: 'boolean', default: false },
    screenshots: { type: 'boolean', default: false },
    'skip-server': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
})
const runs = Number(args.runs)
const walletRuns = Number(args['wallet-runs'])
const connectRuns = Number(args['connect-runs'])
/** The entries whose dev-wallet connection is timed (issue 21: "connecting the dev wallet no slower"). */
const CONNECT_ENTRIES = new Set(['latch-evm', 'latch-evm-solana'])
const only = args.only?.split(',')
const entries = ENTRIES.filter((entry) => !only || only.includes(entry.id))
const log = (message) => console.log(`[bench] ${message}`)
// A partial run (fewer loads or entries) never replaces the latest full results unless told to.
const outName = args.out ?? (only || runs < 7 ? 'partial' : 'latest')

if (!args['skip-install']) {
  log('installing bench/peers')
  installPeers({ force: args.reinstall })
}
if (!args['skip-build']) {
  log('building the Latch packages (turbo), packing them and installing the tarballs into bench/.host')
  try {
    buildLatchPackages()
    installLatchHost()
  } catch (error) {
    log(`Latch packages did not build or install: ${error.message}`)
  }
}
const built = []
for (const entry of entries) {
  if (args['skip-build']) {
    built.push({ entry })
    continue
  }
  log(`vite build ${entry.id}`)
  try {
    buildPage(entry)
    built.push({ entry })
  } catch (error) {
    built.push({ entry, error: error.message })
  }
}

const { chromium } = createRequire(join(PEERS_DIR, 'package.json'))('playwright-core')
const server = await startStaticServer(DIST_DIR)
// The local WalletConnect relay (the fixture's built Node entry) for the WalletConnect entry's QR measurement.
const relay = built.some(({ entry }) => entry.needsRelay)
  ? await (
      await import(pathToFileURL(join(REPO_ROOT, 'test-fixtures', 'walletconnect', 'dist', 'relay.js')).href)
    )
      .startRelay()
      .catch((error) => log(`relay did not start: ${error.message}`))
  : undefined
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const samples = new Map(built.map(({ entry }) => [entry.id, { x1: [], x4: [], errors: [] }]))
try {
  for (const throttle of [1, 4]) {
    for (let run = 0; run < runs; run += 1) {
      // Entries take turns within a round, so drift on the machine spreads over all of them.
      for (const { entry, error } of built) {
        if (error) continue
        const slot = samples.get(entry.id)
        if (slot.errors.length >= 2) continue
        try {
          const screenshot =
            args.screenshots && run === 0 ? join(DIST_DIR, `${entry.id}-${throttle}x-open.png`) : undefined
          slot[`x${throttle}`].push(
            await measureLoad({
              browser,
              origin: server.origin,
              entry,
              throttle,
              screenshot,
              relayUrl: relay?.url,
            }),
          )
        } catch (failure) {
          slot.errors.push(`${throttle}x run ${run + 1}: ${failure.message.split('\n')[0]}`)
        }
      }
      log(`${throttle}x round ${run + 1}/${runs} done`)
    }
  }
  for (const { entry, error } of built) {
    if (error || entry.kind !== 'latch') continue
    const slot = samples.get(entry.id)
    slot.allWallets = []
    for (let run = 0; run < walletRuns; run += 1) {
      try {
        slot.allWallets.push(await measureAllWallets({ browser, origin: server.origin, entry, count: 1000 }))
      } catch (failure) {
        slot.errors.push(`AllWallets run ${run + 1}: ${failure.message.split('\n')[0]}`)
      }
    }
    log(`AllWallets ${entry.id} done`)
  }
  const connecting = built.filter(({ entry, error }) => !error && CONNECT_ENTRIES.has(entry.id))
  if (connecting.length > 0 && connectRuns > 0) {
    const { devWalletInitScript } = await import(
      pathToFileURL(join(REPO_ROOT, 'test-fixtures', 'evm', 'dist', 'node.js')).href
    )
    // Chain 1 as the pages' first network; connecting asks the wallet only (its RPC is never reached).
    const walletScript = await devWalletInitScript({ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' })
    for (const throttle of [1, 4]) {
      for (let run = 0; run < connectRuns; run += 1) {
        for (const { entry } of connecting) {
          const slot = samples.get(entry.id)
          slot.connect ??= { x1: [], x4: [] }
          try {
            slot.connect[`x${throttle}`].push(
              await measureConnect({ browser, origin: server.origin, entry, throttle, walletScript }),
            )
          } catch (failure) {
            slot.errors.push(`connect ${throttle}x run ${run + 1}: ${failure.message.split('\n')[0]}`)
          }
        }
      }
      log(`connect ${throttle}x done`)
    }
  }
} finally {
  await browser.close().catch(() => {})
  await server.close()
  await relay?.stop()
}

const results = built.map(({ entry, error }) => {
  const slot = samples.get(entry.id)
  return {
    id: entry.id,
    label: entry.label,
    kind: entry.kind,
    ...(slot.x1.length ? { x1: summarizeLoads(slot.x1) } : {}),
    ...(slot.x4.length ? { x4: summarizeLoads(slot.x4) } : {}),
    ...(slot.allWallets?.length ? { allWallets: summarizeAllWallets(slot.allWallets) } : {}),
    ...(slot.connect?.x1.length ? { connect: summarizeConnect(slot.connect) } : {}),
    ...(error || slot.errors.length ? { error: [error, ...slot.errors].filter(Boolean).join('; ') } : {}),
  }
})
for (const entry of results) {
  if (entry.x1) entry.initialComposition = bundleComposition(entry.id, entry.x1.js.initial.chunks)
}
const peers = results.filter((entry) => entry.kind === 'peer' && entry.x1)
for (const entry of results) {
  if (entry.kind !== 'latch' || !entry.x1) continue
  entry.ratios = ratios(entry, peers)
  entry.targets = evaluateTargets(entry, peers, entry.allWallets)
}
const cpu = cpus()
const result = {
  meta: {
    date: new Date().toISOString(),
    machine: `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    browser: `Chromium ${browser.version()}`,
    runs,
    walletRuns,
  },
  entries: results,
}
mkdirSync(RESULTS_DIR, { recursive: true })
writeFileSync(join(RESULTS_DIR, `${outName}.json`), `${JSON.stringify(result, null, 2)}\n`)
const markdown = toMarkdown(result)
writeFileSync(join(RESULTS_DIR, `${outName}.md`), markdown)
console.log(markdown)

// Last, the server's load test (bench/server.mjs): getWallets throughput and p99 on PGlite and PostgreSQL.
if (!args['skip-server'] && (!only || only.includes('server'))) {
  log('server load test (getWallets on PGlite and PostgreSQL)')
  console.log(
    await benchServer({ skipBuild: args['skip-build'], log: (message) => log(`server: ${message}`) }),
  )
}

// A bench that measured nothing for an entry must not look like a success.
const unmeasured = results.filter((entry) => !entry.x1).map((entry) => entry.id)
if (unmeasured.length > 0) {
  console.error(`bench: not measured: ${unmeasured.join(', ')} (see the table above)`)
  process.exitCode = 1
}
