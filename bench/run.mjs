// `npm run bench`: installs the peers (bench/peers, outside the workspace), builds the Latch packages and every
// bench page, then measures them side by side in Debian's chromium with every request outside 127.0.0.1
// blocked. Writes bench/results/latest.json and latest.md (partial.* for a partial run, or --out NAME).
// `node bench/run.mjs --help` lists the options.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { buildLatchPackages, buildPage, installLatchHost, installPeers } from './lib/buildPages.mjs'
import { bundleComposition, idleFetch } from './lib/bundleComposition.mjs'
import { launchCdpBrowser } from './lib/cdpBrowser.mjs'
import { ENTRIES } from './lib/entries.mjs'
import { measureAllWallets } from './lib/measureAllWallets.mjs'
import { measureConnect } from './lib/measureConnect.mjs'
import { measureHeap, measureLoad } from './lib/measureLoad.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST_DIR, PEERS_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.mjs'
import { combineRatios, combineTargets, evaluateTargets, ratios, toMarkdown } from './lib/report.mjs'
import { pickSettings, SETTINGS } from './lib/settings.mjs'
import { startStaticServer } from './lib/staticServer.mjs'
import { median } from './lib/stats.mjs'
import { summarizeAllWallets, summarizeConnect, summarizeLoads } from './lib/summarize.mjs'
import { benchServer } from './server.mjs'

const USAGE = `node bench/run.mjs [options]   (npm run bench: the full run, all defaults)

  --runs N          page loads per entry and setting in each full run (default 7)
  --repeat N        full runs; ratios and targets are the median of the runs' own (default 3)
  --settings LIST   which of x1 (1x CPU, 1280 px), x4 (4x CPU, 1280 px), phone (6x CPU, 390 px) (default all;
                    x1 always: bytes, heap and the report's rows come from it)
  --wallet-runs N   AllWallets runs per Latch entry (default 3)
  --connect-runs N  dev-wallet connections per entry and setting, peers included (default 5; 0 leaves it out)
  --only a,b        only these entries (ids in bench/lib/entries.mjs; 'server' for the server load test)
  --skip-install    never install bench/peers      --reinstall    reinstall it
  --skip-build      reuse bench/dist                --skip-server  no server load test
  --screenshots     save each entry's opened modal as bench/dist/<id>-<setting>-open.png (first run)
  --out NAME        write bench/results/NAME.json/.md (default latest, or partial for a partial run)`

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
    repeat: { type: 'string', default: '3' },
    settings: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}
const runs = Number(args.runs)
const walletRuns = Number(args['wallet-runs'])
const connectRuns = Number(args['connect-runs'])
const repeats = Math.max(1, Number(args.repeat))
const settings = pickSettings(args.settings)
const only = args.only?.split(',')
const entries = ENTRIES.filter((entry) => !only || only.includes(entry.id))
const log = (message) => console.log(`[bench] ${message}`)
// A partial run (fewer loads or entries) never replaces the latest full results unless told to.
const outName =
  args.out ?? (only || runs < 7 || repeats < 3 || settings.length < SETTINGS.length ? 'partial' : 'latest')

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
// The local WalletConnect relay (the fixture's built Node entry) for the pages with WalletConnect.
const relay = built.some(({ entry }) => entry.needsRelay)
  ? await (
      await import(pathToFileURL(join(REPO_ROOT, 'test-fixtures', 'walletconnect', 'dist', 'relay.js')).href)
    )
      .startRelay()
      .catch((error) => log(`relay did not start: ${error.message}`))
  : undefined
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
// The heap loads' own Chromium, driven over CDP alone (lib/cdpBrowser.mjs: no Playwright script in the page).
const cdpBrowser = await launchCdpBrowser()
const measurable = built.filter(({ error }) => !error).map(({ entry }) => entry)
/** Every entry whose page names the dev wallet's entry and its connected button: all of them, peers included. */
const connecting = measurable.filter((entry) => entry.devWallet && entry.connected)
const walletScript =
  connecting.length > 0 && connectRuns > 0
    ? await (
        await import(pathToFileURL(join(REPO_ROOT, 'test-fixtures', 'evm', 'dist', 'node.js')).href)
      ).devWalletInitScript({ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' }) // connecting asks the wallet only
    : undefined

/** One full run: every entry at every setting, the heap loads, AllWallets and the connect timings. */
async function measureFullRun(repeat) {
  const tag = repeat > 1 ? `run ${repeat}/${repeats}: ` : ''
  const slots = new Map(
    measurable.map((entry) => [
      entry.id,
      { loads: Object.fromEntries(settings.map((s) => [s.id, []])), heap: [], errors: [] },
    ]),
  )
  for (const setting of settings) {
    for (let run = 0; run < runs; run += 1) {
      // Entries take turns within a round, so drift on the machine spreads over all of them.
      for (const entry of measurable) {
        const slot = slots.get(entry.id)
        if (slot.errors.length >= 2) continue
        try {
          const screenshot =
            args.screenshots && run === 0 && repeat === 1
              ? join(DIST_DIR, `${entry.id}-${setting.id}-open.png`)
              : undefined
          const measured = { origin: server.origin, entry, setting, relayUrl: relay?.url }
          slot.loads[setting.id].push(await measureLoad({ ...measured, browser, screenshot }))
          // The heap is read once per round, at 1x, from a load of its own with no script but the page's own.
          if (setting.id === 'x1') slot.heap.push(await measureHeap({ ...measured, cdpBrowser }))
        } catch (failure) {
          slot.errors.push(`${setting.label} run ${run + 1}: ${failure.message.split('\n')[0]}`)
        }
      }
      log(`${tag}${setting.label} round ${run + 1}/${runs} done`)
    }
  }
  for (const entry of measurable) {
    if (entry.kind !== 'latch') continue
    const slot = slots.get(entry.id)
    slot.allWallets = []
    for (let run = 0; run < walletRuns; run += 1) {
      try {
        slot.allWallets.push(await measureAllWallets({ browser, origin: server.origin, entry, count: 1000 }))
      } catch (failure) {
        slot.errors.push(`AllWallets run ${run + 1}: ${failure.message.split('\n')[0]}`)
      }
    }
    log(`${tag}AllWallets ${entry.id} done`)
  }
  if (walletScript) {
    for (const setting of settings) {
      for (let run = 0; run < connectRuns; run += 1) {
        for (const entry of connecting) {
          const slot = slots.get(entry.id)
          slot.connect ??= Object.fromEntries(settings.map((s) => [s.id, []]))
          try {
            slot.connect[setting.id].push(
              await measureConnect({
                browser,
                origin: server.origin,
                entry,
                setting,
                walletScript,
                relayUrl: relay?.url,
              }),
            )
          } catch (failure) {
            slot.errors.push(`connect ${setting.label} run ${run + 1}: ${failure.message.split('\n')[0]}`)
          }
        }
      }
      log(`${tag}connect ${setting.label} done`)
    }
  }
  return slots
}

/** The per-entry figures of one or more full runs' slots (samples pooled), with build errors. */
function summarize(slotsOfRuns) {
  return built.map(({ entry, error }) => {
    const all = slotsOfRuns.map((slots) => slots.get(entry.id)).filter(Boolean)
    const loads = (id) => all.flatMap((slot) => slot.loads[id] ?? [])
    const heap = all.flatMap((slot) => slot.heap)
    const connect = Object.fromEntries(
      settings.map((setting) => [setting.id, all.flatMap((slot) => slot.connect?.[setting.id] ?? [])]),
    )
    const allWallets = all.flatMap((slot) => slot.allWallets ?? [])
    const errors = all.flatMap((slot) => slot.errors)
    const summary = {
      id: entry.id,
      label: entry.label,
      kind: entry.kind,
      ...Object.fromEntries(
        settings.filter((s) => loads(s.id).length > 0).map((s) => [s.id, summarizeLoads(loads(s.id))]),
      ),
      ...(allWallets.length ? { allWallets: summarizeAllWallets(allWallets) } : {}),
      ...(Object.values(connect).some((samples) => samples.length > 0)
        ? { connect: summarizeConnect(connect) }
        : {}),
      ...(error || errors.length ? { error: [error, ...errors].filter(Boolean).join('; ') } : {}),
    }
    if (summary.x1) {
      summary.x1.heapAfterLoad = median(heap)
      summary.x1.heapSamples = heap
    }
    return summary
  })
}

/** Ratios and targets of each Latch entry against the peers of the same results. */
function judge(results) {
  const peers = results.filter((entry) => entry.kind === 'peer' && entry.x1)
  const judged = new Map()
  for (const entry of results) {
    if (entry.kind !== 'latch' || !entry.x1) continue
    judged.set(entry.id, {
      ratios: ratios(entry, peers),
      targets: evaluateTargets(entry, peers, entry.allWallets),
    })
  }
  return judged
}

const slotsOfRuns = []
try {
  for (let repeat = 1; repeat <= repeats; repeat += 1) slotsOfRuns.push(await measureFullRun(repeat))
} finally {
  await browser.close().catch(() => {})
  await cdpBrowser.close().catch(() => {})
  await server.close()
  await relay?.stop()
}

// Figures: medians of every load of every run. Ratios and targets: each run judged on its own figures, then the
// median of the runs (issue 39: 4x timings drift from run to run, so one run's ratio is not the figure).
const results = summarize(slotsOfRuns)
const judgedRuns = slotsOfRuns.map((slots) => judge(summarize([slots])))
for (const entry of results) {
  if (entry.x1) {
    entry.initialComposition = bundleComposition(entry.id, entry.x1.js.initial.chunks)
    entry.idleFetch = idleFetch(entry.id, entry.x1.js)
  }
  if (entry.kind !== 'latch' || !entry.x1) continue
  const perRun = judgedRuns.map((judged) => judged.get(entry.id)).filter(Boolean)
  entry.ratios = combineRatios(perRun.map((run) => run.ratios))
  entry.targets = combineTargets(perRun.map((run) => run.targets))
  if (perRun.length > 1) entry.ratiosPerRun = perRun.map((run) => run.ratios)
}
const cpu = cpus()
const result = {
  meta: {
    date: new Date().toISOString(),
    machine: `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    browser: `Chromium ${browser.version()}`,
    runs,
    walletRuns,
    connectRuns,
    repeat: repeats,
    settings: settings.map(({ id, label, rate, viewport }) => ({ id, label, rate, viewport })),
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
